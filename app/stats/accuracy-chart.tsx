import { BarChart } from './bar-chart';

const ACCURACY = 'fill-emerald-600 dark:fill-emerald-400';

export type AccuracyRow = { name: string; answered: number; correct: number };

export const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

const describe = (row: AccuracyRow) =>
  row.answered > 0
    ? `${percent(row.correct, row.answered)}, ${row.correct} of ${row.answered} correct`
    : 'not answered';

/**
 * Per topic, the share of answered questions answered correctly, drawn on a scale of 0 to 100%: a
 * topic with few answers, all right, draws a full bar. How many were answered is the other chart's.
 */
export function AccuracyChart({ rows }: { rows: AccuracyRow[] }) {
  return (
    <BarChart
      name={`Accuracy per topic: ${rows.map((row) => `${row.name} ${describe(row)}`).join('; ')}`}
      max={100}
      legend={[
        {
          label: 'Correct, as a share of the questions you answered in the topic (full bar: 100%)',
          className: ACCURACY,
        },
      ]}
      rows={rows.map((row) => ({
        key: row.name,
        label: row.name,
        layers: [{ value: row.answered > 0 ? (row.correct / row.answered) * 100 : 0, className: ACCURACY }],
        text: row.answered > 0 ? `${percent(row.correct, row.answered)} (${row.correct} of ${row.answered})` : '—',
      }))}
    />
  );
}
