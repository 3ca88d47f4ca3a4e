import { t } from '@lingui/core/macro';
import { BarChart } from './bar-chart';
import { count } from './figures';

const TOTAL = 'fill-indigo-200 dark:fill-indigo-900';
const ANSWERED = 'fill-indigo-600 dark:fill-indigo-400';

export type ChartRow = { name: string; total: number; answered: number };

const describe = (row: ChartRow) => {
  const [total, answered] = [count(row.total), count(row.answered)];
  return t`${total}, ${answered} answered`;
};

/** The topic's question count (light bar) and, over it, how many of them the learner answered. */
export function QuestionsChart({ rows }: { rows: ChartRow[] }) {
  const topics = rows.map((row) => `${row.name} ${describe(row)}`).join('; ');
  return (
    <BarChart
      name={t`Questions per topic: ${topics}`}
      max={Math.max(1, ...rows.map((row) => row.total))}
      legend={[
        { label: t`Questions in the topic`, className: TOTAL },
        { label: t`Answered by you`, className: ANSWERED },
      ]}
      rows={rows.map((row) => ({
        key: row.name,
        label: row.name,
        layers: [
          { value: row.total, className: TOTAL },
          { value: row.answered, className: ANSWERED },
        ],
        text: count(row.total),
      }))}
    />
  );
}
