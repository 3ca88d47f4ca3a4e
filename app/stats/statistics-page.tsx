import { t } from '@lingui/core/macro';
import { useMemo } from 'react';
import type { TopicSummary } from '../../contract/quiz';
import { useProgressByTopic } from '../hooks/use-progress-by-topic';
import { AccuracyChart } from './accuracy-chart';
import { count, percent } from './figures';
import { ActivitySection } from './activity-section';
import { DueForecastChart } from './due-forecast-chart';
import { QuestionsChart } from './questions-chart';
import { TopicTable } from './topic-table';
import { useActivity } from './use-activity';
import { useToday } from './use-today';

const H2 = 'text-xl font-semibold text-slate-900 dark:text-slate-50';
const CARD = 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900';
const TOTAL_CARD =
  'min-w-0 rounded-xl border border-slate-200 bg-white px-3 py-2.5 shadow-sm sm:rounded-2xl sm:p-5 dark:border-slate-700 dark:bg-slate-900';

/**
 * What this browser knows about the learner. `dueCounts` (reviews due per coming day, today first)
 * adds the review forecast; without it that section is left out.
 */
export function StatisticsPage({ topics, dueCounts }: { topics: TopicSummary[]; dueCounts?: readonly number[] }) {
  const ids = useMemo(() => topics.map((topic) => topic.id), [topics]);
  const progress = useProgressByTopic(ids);
  const activity = useActivity();
  const today = useToday();

  const rows = topics.map((topic) => {
    const own = progress.get(topic.id) ?? { answered: 0, correct: 0 };
    // Stored answers may predate a shrunk topic; the API's count is today's truth.
    const answered = Math.min(own.answered, topic.total);
    return { id: topic.id, name: topic.name, total: topic.total, answered, correct: Math.min(own.correct, answered) };
  });
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const totals = { total: sum((r) => r.total), answered: sum((r) => r.answered), correct: sum((r) => r.correct) };
  const [answered, total] = [count(totals.answered), count(totals.total)];

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">
        {t`Statistics`}
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">{t`Your progress is kept in this browser only.`}</p>

      <section aria-labelledby="totals" className="mt-8">
        <h2 id="totals" className={H2}>
          {t`Your totals`}
        </h2>
        {/* Three across even on a phone, so the totals take a line, not a screen. */}
        <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-4">
          {[
            [t`Answered`, t`${answered} of ${total}`],
            [t`Correct`, count(totals.correct)],
            [t`Accuracy`, percent(totals.correct, totals.answered)],
          ].map(([term, value]) => (
            <div key={term} className={TOTAL_CARD}>
              <dt className="text-sm text-slate-600 dark:text-slate-300">{term}</dt>
              <dd className="mt-1 text-xl font-bold break-words text-slate-900 sm:text-2xl dark:text-slate-50">
                {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          {t`Each question counts once here, by its first try; the calendar below counts a question each time it is answered on a visit or in a review round.`}
        </p>
      </section>

      <ActivitySection log={activity} today={today} />

      {dueCounts && (
        <section aria-labelledby="due" className="mt-10">
          <h2 id="due" className={H2}>
            {t`Reviews due`}
          </h2>
          <div className={`mt-4 ${CARD}`}>
            <DueForecastChart counts={dueCounts} today={today} />
          </div>
        </section>
      )}

      <section aria-labelledby="accuracy" className="mt-10">
        <h2 id="accuracy" className={H2}>
          {t`Accuracy per topic`}
        </h2>
        <div className={`mt-4 ${CARD}`}>
          <AccuracyChart rows={rows} />
        </div>
      </section>

      <section aria-labelledby="per-topic" className="mt-10">
        <h2 id="per-topic" className={H2}>
          {t`Questions per topic`}
        </h2>
        <div className={`mt-4 ${CARD}`}>
          <QuestionsChart rows={rows} />
        </div>
        <TopicTable rows={rows} />
      </section>
    </>
  );
}
