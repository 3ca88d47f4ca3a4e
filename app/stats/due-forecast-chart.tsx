import { plural, t } from '@lingui/core/macro';
import { BarChart } from './bar-chart';
import { addDays } from '../record/days';
import { formatLocale } from '../i18n/page-path';
import { count } from './figures';

/**
 * Reviews falling due on each coming local day: `counts[0]` is today (overdue ones included), then
 * one entry per day. Dates are the browser's, written in the page's language.
 */
export function DueForecastChart({ counts, today = new Date() }: { counts: readonly number[]; today?: Date }) {
  const format = new Intl.DateTimeFormat(formatLocale(), { weekday: 'short', day: 'numeric', month: 'short' });
  const days = counts.map((due, index) => ({
    label:
      index === 0
        ? t({ message: 'Today', context: 'the first day of the reviews due chart' })
        : format.format(addDays(today, index)),
    count: due,
  }));
  const total = counts.reduce((sum, due) => sum + due, 0);
  const dueToday = count(counts[0] ?? 0);
  const span = counts.length;
  const perDay = days.map((day) => `${day.label} ${count(day.count)}`).join('; ');

  return (
    <>
      <p className="mb-4 text-slate-700 dark:text-slate-200">
        {plural(total, {
          one: `# review due in the next ${span} days, ${dueToday} of them today (overdue included).`,
          other: `# reviews due in the next ${span} days, ${dueToday} of them today (overdue included).`,
        })}
      </p>
      <BarChart
        name={t`Reviews due per day: ${perDay}`}
        max={Math.max(1, ...counts)}
        rows={days.map((day, index) => ({
          key: index,
          label: day.label,
          layers: [{ value: day.count, className: 'fill-amber-500 dark:fill-amber-400' }],
          text: count(day.count),
        }))}
      />
    </>
  );
}
