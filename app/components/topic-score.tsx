import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { useServerView } from '../hooks/use-server-render';
import { resetProgress } from '../record/progress-store';
import { ConfirmDialog } from './confirm-dialog';
import { hydratedLater } from './hydrate-later';
import { ProgressMeter } from './progress-meter';

type Props = { topicId: string; total: number; answered: number; correct: number };

/**
 * Hydrates in a task of its own (app/components/hydrate-later.tsx): with its dialog, a long part of
 * a topic page's. The figures are the browser's: until it has read them they hold their place
 * unseen, so a returning learner never sees a score of 0 first.
 */
export const TopicScore = hydratedLater(Score);

function Score({ topicId, total, answered, correct }: Props) {
  const [confirming, setConfirming] = useState(false);
  const unread = useServerView() ? 'invisible' : '';

  return (
    <section
      aria-label={t`Your score`}
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className={`font-medium text-slate-800 dark:text-slate-100 ${unread}`}>
          {t`${correct} of ${total} correct, ${answered} answered`}
        </p>
        <button
          type="button"
          onClick={() => setConfirming(true)}
          disabled={answered === 0}
          className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          {t`Reset topic`}
        </button>
      </div>
      <div className={`mt-3 ${unread}`}>
        <ProgressMeter label={t`Topic progress`} value={answered} max={total} />
      </div>
      <ConfirmDialog
        open={confirming}
        title={t`Reset this topic?`}
        message={t`Your answers to this topic will be cleared. Its questions you have answered stay in Review, on their schedule. This cannot be undone.`}
        confirmLabel={t`Reset`}
        onConfirm={() => {
          resetProgress(topicId);
          setConfirming(false);
        }}
        onCancel={() => setConfirming(false)}
      />
    </section>
  );
}
