import { BarChart } from './bar-chart';

const ANSWERED = 'fill-emerald-200 dark:fill-emerald-900';
const CORRECT = 'fill-emerald-600 dark:fill-emerald-400';

export type AccuracyRow = { name: string; answered: number; correct: number };

export const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

const describe = (row: AccuracyRow) =>
  row.answered > 0
    ? `${percent(row.correct, row.answered)}, ${row.correct} of ${row.answered} correct`
    : 'not answered';

/** Per topic: the questions answered (light bar) and, over it, those answered correctly, on one scale. */
export function AccuracyChart({ rows }: { rows: AccuracyRow[] }) {
  return (
    <BarChart
      name={`Accuracy per topic: ${rows.map((row) => `${row.name} ${describe(row)}`).join('; ')}`}
      max={Math.max(1, ...rows.map((row) => row.answered))}
      legend={[
        { label: 'Answered', className: ANSWERED },
        { label: 'Correct', className: CORRECT },
      ]}
      rows={rows.map((row) => ({
        key: row.name,
        label: row.name,
        layers: [
          { value: row.answered, className: ANSWERED },
          { value: row.correct, className: CORRECT },
        ],
        text: row.answered > 0 ? `${percent(row.correct, row.answered)} (${row.correct} of ${row.answered})` : '—',
      }))}
    />
  );
}
