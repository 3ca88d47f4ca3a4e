import { t } from '@lingui/core/macro';
import { BarChart } from './bar-chart';
import { count, percent } from './figures';

const ACCURACY = 'fill-emerald-600 dark:fill-emerald-400';

export type AccuracyRow = { name: string; answered: number; correct: number };

const describe = (row: AccuracyRow) => {
  if (row.answered === 0) return t`not answered`;
  const share = percent(row.correct, row.answered);
  const [correct, answered] = [count(row.correct), count(row.answered)];
  return t`${share}, ${correct} of ${answered} correct`;
};

const figure = (row: AccuracyRow) => {
  if (row.answered === 0) return '—';
  const share = percent(row.correct, row.answered);
  const [correct, answered] = [count(row.correct), count(row.answered)];
  return t({ message: `${share} (${correct} of ${answered})`, context: 'accuracy of a topic, beside its bar' });
};

/**
 * Per topic, the share of answered questions answered correctly, drawn on a scale of 0 to 100%: a
 * topic with few answers, all right, draws a full bar. How many were answered is the other chart's.
 */
export function AccuracyChart({ rows }: { rows: AccuracyRow[] }) {
  const topics = rows.map((row) => `${row.name} ${describe(row)}`).join('; ');
  return (
    <BarChart
      name={t`Accuracy per topic: ${topics}`}
      max={100}
      legend={[
        {
          label: t`Correct, as a share of the questions you answered in the topic (full bar: 100%)`,
          className: ACCURACY,
        },
      ]}
      rows={rows.map((row) => ({
        key: row.name,
        label: row.name,
        layers: [{ value: row.answered > 0 ? (row.correct / row.answered) * 100 : 0, className: ACCURACY }],
        text: figure(row),
      }))}
    />
  );
}
