import { t } from '@lingui/core/macro';
import { useId, useState } from 'react';
import { CAN_REPORT } from './report-button';
import { readSharing, writeSharing } from './sharing';

/**
 * The remembered choice to share first answers (README "Privacy"). Shown on /statistics, which is
 * rendered in the browser only, so reading the setting while rendering is safe.
 */
export function SharingToggle() {
  const [on, setOn] = useState(readSharing);
  const id = useId();
  if (!CAN_REPORT) return null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-10 rounded-2xl border border-slate-200 p-5 dark:border-slate-700"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-slate-50">
        {t`How others answered`}
      </h2>
      <label className="mt-3 flex items-start gap-3 text-slate-800 dark:text-slate-200">
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => {
            writeSharing(event.currentTarget.checked);
            setOn(event.currentTarget.checked);
          }}
          aria-describedby={`${id}-note`}
          className="mt-1 size-4"
        />
        {t`Share my first answers, anonymously`}
      </label>
      <p id={`${id}-note`} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {t`Only the question, the option chosen and whether it was your first answer are sent; nothing that names you. They add to the figures each card shows after you answer. Off by default when your browser asks not to be tracked; turned off, nothing is sent and no figures are fetched.`}
      </p>
    </section>
  );
}
