import { useMemo } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QuestionsChart } from '../components/questions-chart';
import { useProgressByTopic } from '../hooks/use-progress-by-topic';
import { fetchTopics } from '../lib/api';
import { useDocumentHead } from '../hooks/use-document-head';

export function loader({ request }: LoaderFunctionArgs) {
  return fetchTopics(request.signal);
}

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');
const CELL = 'border-b border-slate-200 px-3 py-2 dark:border-slate-700';

export function Component() {
  const topics = useLoaderData<typeof loader>();
  useDocumentHead('Statistics – Quiz Dojo', 'Your answered and correct questions in every Quiz Dojo topic.');
  const ids = useMemo(() => topics.map((topic) => topic.id), [topics]);
  const progress = useProgressByTopic(ids);

  const rows = topics.map((topic) => {
    const own = progress.get(topic.id) ?? { answered: 0, correct: 0 };
    // Stored answers may predate a shrunk topic; the API's count is today's truth.
    const answered = Math.min(own.answered, topic.total);
    return { id: topic.id, name: topic.name, total: topic.total, answered, correct: Math.min(own.correct, answered) };
  });
  const sum = (pick: (row: (typeof rows)[number]) => number) => rows.reduce((total, row) => total + pick(row), 0);
  const totals = { total: sum((r) => r.total), answered: sum((r) => r.answered), correct: sum((r) => r.correct) };

  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-50">Statistics</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-300">Your progress is kept in this browser only.</p>

      <section aria-labelledby="totals" className="mt-8">
        <h2 id="totals" className="text-xl font-semibold text-slate-900 dark:text-slate-50">
          Your totals
        </h2>
        <dl className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
          {[
            ['Answered', `${totals.answered} of ${totals.total}`],
            ['Correct', String(totals.correct)],
            ['Accuracy', percent(totals.correct, totals.answered)],
          ].map(([term, value]) => (
            <div
              key={term}
              className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-300">{term}</dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-slate-50">{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="per-topic" className="mt-10">
        <h2 id="per-topic" className="text-xl font-semibold text-slate-900 dark:text-slate-50">
          Questions per topic
        </h2>
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-700 dark:bg-slate-900">
          <QuestionsChart rows={rows} />
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            Light bar: questions in the topic. Dark bar: answered by you.
          </p>
        </div>
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm text-slate-800 dark:text-slate-200">
            <caption className="sr-only">Your progress per topic</caption>
            <thead>
              <tr>
                {['Topic', 'Questions', 'Answered', 'Correct', 'Accuracy'].map((heading) => (
                  <th key={heading} scope="col" className={`${CELL} font-semibold`}>
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={`${CELL} font-medium`}>
                    {row.name}
                  </th>
                  <td className={CELL}>{row.total}</td>
                  <td className={CELL}>{row.answered}</td>
                  <td className={CELL}>{row.correct}</td>
                  <td className={CELL}>{percent(row.correct, row.answered)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
