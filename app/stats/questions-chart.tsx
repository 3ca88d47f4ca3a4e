import { BarChart } from './bar-chart';

const TOTAL = 'fill-indigo-200 dark:fill-indigo-900';
const ANSWERED = 'fill-indigo-600 dark:fill-indigo-400';

export type ChartRow = { name: string; total: number; answered: number };

/** The topic's question count (light bar) and, over it, how many of them the learner answered. */
export function QuestionsChart({ rows }: { rows: ChartRow[] }) {
  return (
    <BarChart
      name={`Questions per topic: ${rows.map((row) => `${row.name} ${row.total}, ${row.answered} answered`).join('; ')}`}
      max={Math.max(1, ...rows.map((row) => row.total))}
      legend={[
        { label: 'Questions in the topic', className: TOTAL },
        { label: 'Answered by you', className: ANSWERED },
      ]}
      rows={rows.map((row) => ({
        key: row.name,
        label: row.name,
        layers: [
          { value: row.total, className: TOTAL },
          { value: row.answered, className: ANSWERED },
        ],
        text: String(row.total),
      }))}
    />
  );
}
