import { t } from '@lingui/core/macro';
import { count, percent } from './figures';

export type TopicRow = { id: number; name: string; total: number; answered: number; correct: number };

const CELL = 'border-b border-slate-200 px-1.5 py-2 sm:px-3 dark:border-slate-700';

/**
 * Every figure of the charts above it, for screen readers and keyboard users. Small type and
 * cells on a phone fit its five columns; a narrower screen still reaches them: the table scrolls
 * in a region the keyboard can focus.
 */
export function TopicTable({ rows }: { rows: TopicRow[] }) {
  return (
    <div
      role="region"
      aria-label={t`Your progress per topic, table`}
      tabIndex={0}
      className="mt-6 overflow-x-auto [scrollbar-width:thin]"
    >
      <table className="w-full text-start text-xs text-slate-800 sm:text-sm dark:text-slate-200">
        <caption className="sr-only">{t`Your progress per topic`}</caption>
        <thead>
          <tr>
            {[t`Topic`, t`Questions`, t`Answered`, t`Correct`, t`Accuracy`].map((heading) => (
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
              <td className={CELL}>{count(row.total)}</td>
              <td className={CELL}>{count(row.answered)}</td>
              <td className={CELL}>{count(row.correct)}</td>
              <td className={CELL}>{percent(row.correct, row.answered)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
