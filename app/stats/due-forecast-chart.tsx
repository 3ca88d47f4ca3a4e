import { BarChart } from './bar-chart';
import { addDays } from '../record/days';

const plural = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/**
 * Reviews falling due on each coming local day: `counts[0]` is today (overdue ones included), then
 * one entry per day. Dates are the browser's, written in the learner's locale.
 */
export function DueForecastChart({ counts, today = new Date() }: { counts: readonly number[]; today?: Date }) {
  const format = new Intl.DateTimeFormat(undefined, { weekday: 'short', day: 'numeric', month: 'short' });
  const days = counts.map((count, index) => ({
    label: index === 0 ? 'Today' : format.format(addDays(today, index)),
    count,
  }));
  const total = counts.reduce((sum, count) => sum + count, 0);

  return (
    <>
      <p className="mb-4 text-slate-700 dark:text-slate-200">
        {plural(total)} due in the next {counts.length} days, {counts[0] ?? 0} of them today (overdue included).
      </p>
      <BarChart
        name={`Reviews due per day: ${days.map((day) => `${day.label} ${day.count}`).join('; ')}`}
        max={Math.max(1, ...counts)}
        rows={days.map((day, index) => ({
          key: index,
          label: day.label,
          layers: [{ value: day.count, className: 'fill-amber-500 dark:fill-amber-400' }],
          text: String(day.count),
        }))}
      />
    </>
  );
}
