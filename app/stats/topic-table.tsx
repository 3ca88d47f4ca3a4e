import { percent } from './accuracy-chart';

export type TopicRow = { id: number; name: string; total: number; answered: number; correct: number };

const CELL = 'border-b border-slate-200 px-3 py-2 dark:border-slate-700';

/** Every figure of the charts above it, for screen readers and keyboard users. */
export function TopicTable({ rows }: { rows: TopicRow[] }) {
  return (
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
  );
}
