import { plural, t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useBrowserStore } from '../hooks/use-browser-store';
import { recordVersion, subscribeRecord } from '../record/learner-record';
import { ExportMenu } from './export-menu';
import { exportSetOf, questionsOf, type QuestionRef } from './export-topics';
import { dueRefs, mistakeRefs } from './learner-sets';

// Texts read when rendered, in the page's language: this table is made before any is active.
const SETS = [
  {
    slug: 'mistakes',
    name: () => t`My mistakes`,
    title: () => t`Mistakes`,
    download: () => t`Download mistakes`,
    what: (count: number) =>
      plural(count, {
        one: '# question whose latest answer was wrong',
        other: '# questions whose latest answer was wrong',
      }),
    refs: () => mistakeRefs(),
  },
  {
    slug: 'due',
    name: () => t`My reviews due`,
    title: () => t`Reviews due`,
    download: () => t`Download reviews due`,
    what: (count: number) => plural(count, { one: '# review card due now', other: '# review cards due now' }),
    refs: () => dueRefs(Date.now()),
  },
] as const;

/**
 * The learner's own sets as files, for /statistics: made here from the record and the topics'
 * questions (offline, from the topics this device saved); nothing about the learner leaves the browser.
 */
export function LearnerSetsSection() {
  // The counts follow the record; the sets are read again when a file is asked for.
  useBrowserStore(subscribeRecord, recordVersion, () => -1);
  return (
    <section aria-labelledby="your-sets" className="mt-10">
      <h2 id="your-sets" className="text-xl font-semibold text-slate-900 dark:text-slate-50">
        {t`Take your questions with you`}
      </h2>
      <p className="mt-2 text-slate-600 dark:text-slate-300">
        {t`Made in this browser from your answers: nothing about you is sent anywhere.`}
      </p>
      <ul className="mt-4 flex flex-col gap-3">
        {SETS.map((set) => (
          <SetRow key={set.slug} {...set} />
        ))}
      </ul>
    </section>
  );
}

function SetRow({ slug, name, title, download, what, refs }: (typeof SETS)[number]) {
  const count = refs().length;
  const load = useCallback(
    async () => exportSetOf(slug, name(), '/statistics', await questionsOf(refs() as QuestionRef[])),
    [slug, name, refs],
  );
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <p className="min-w-0 text-slate-800 dark:text-slate-100">
        <span className="font-semibold">{title()}:</span> {what(count)}
      </p>
      {count > 0 && <ExportMenu label={download()} load={load} />}
    </li>
  );
}
