import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ProgressMeter } from '../components/progress-meter';
import { formatLocale } from '../i18n/page-path';
import { useProgressByTopic } from '../hooks/use-progress-by-topic';
import type { QuizItem } from './select';

/**
 * The progress of each topic the round drew from, live from the store: the quiz's answers count
 * there like any other, and each topic's page is one link away. A router Link, not the shared
 * handler of plain links: this screen is never hydrated, so its hooks cost nothing that matters.
 */
export function RoundProgress({ items }: { items: readonly QuizItem[] }) {
  const topics = useMemo(() => {
    const byId = new Map(items.map((item) => [item.topicId, item]));
    return [...byId.values()].sort((a, b) => a.topicName.localeCompare(b.topicName, formatLocale()));
  }, [items]);
  const progress = useProgressByTopic(useMemo(() => topics.map((topic) => topic.topicId), [topics]));

  return (
    <section aria-labelledby="round-progress" className="mt-8">
      <h2 id="round-progress" className="text-xl font-semibold text-slate-900 dark:text-slate-50">
        {t`Your progress`}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {topics.map(({ topicId, topicName: name, topicTotal }) => {
          const answered = Math.min(progress.get(topicId)?.answered ?? 0, topicTotal);
          return (
            <li
              key={topicId}
              className="rounded-2xl border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <div className="flex items-baseline justify-between gap-3">
                <Link
                  to={`/topic/${topicId}`}
                  className="font-semibold text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                >
                  {name}
                </Link>
                <span className="text-sm text-slate-600 dark:text-slate-300">
                  {t`${answered} of ${topicTotal} answered`}
                </span>
              </div>
              <div className="mt-2">
                <ProgressMeter label={t`Your progress in ${name}`} value={answered} max={topicTotal} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
