import { plural, t } from '@lingui/core/macro';
import type { CalendarDay } from '../record/days';
import { formatLocale } from '../i18n/page-path';
import { count } from './figures';

// Shades by answers given that day; the lightest still shows against the card in both themes.
const LEVELS = [
  { from: 20, className: 'bg-indigo-800 dark:bg-indigo-200' },
  { from: 10, className: 'bg-indigo-600 dark:bg-indigo-400' },
  { from: 5, className: 'bg-indigo-400 dark:bg-indigo-600' },
  { from: 1, className: 'bg-indigo-200 dark:bg-indigo-800' },
  { from: 0, className: 'bg-slate-100 ring-1 ring-slate-300 ring-inset dark:bg-slate-800 dark:ring-slate-600' },
];
const shade = (answered: number) => LEVELS.find((level) => answered >= level.from)!.className;

/**
 * Weeks as a calendar (from calendarWeeks): a column per week, a row per weekday. It is a real
 * table, so a screen reader can walk it day by day.
 */
export function ActivityCalendar({ weeks }: { weeks: CalendarDay[][] }) {
  const locale = formatLocale();
  const weekCount = weeks.length;
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const month = new Intl.DateTimeFormat(locale, { month: 'short' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long' });
  const describe = (day: CalendarDay) => {
    const date = long.format(day.date);
    if (day.answered === 0) return t`${date}: no answers`;
    const [answered, correct] = [count(day.answered), count(day.correct)];
    return t`${date}: ${answered} answered, ${correct} correct`;
  };

  return (
    <table className="w-full max-w-md table-fixed border-separate border-spacing-1 text-xs text-slate-600 dark:text-slate-300">
      <caption className="sr-only">
        {plural(weekCount, {
          one: 'Answers per day over the last week',
          other: 'Answers per day over the last # weeks',
        })}
      </caption>
      <thead>
        <tr>
          <td className="w-10" />
          {weeks.map((week, index) => {
            const start = week[0]!.date;
            const firstDay = long.format(start);
            const newMonth = index === 0 || start.getMonth() !== weeks[index - 1]![0]!.date.getMonth();
            return (
              <th key={index} scope="col" className="overflow-visible text-start font-normal whitespace-nowrap">
                <span aria-hidden="true">{newMonth ? month.format(start) : ''}</span>
                <span className="sr-only">{t`Week of ${firstDay}`}</span>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {weeks[0]!.map((first, row) => (
          <tr key={row}>
            <th scope="row" className="pe-1 text-start font-normal">
              {weekday.format(first.date)}
            </th>
            {weeks.map((week, index) => {
              const day = week[row]!;
              if (day.future) return <td key={index} />;
              const text = describe(day);
              return (
                <td key={index} title={text}>
                  <span aria-hidden="true" className={`block aspect-square rounded-sm ${shade(day.answered)}`} />
                  <span className="sr-only">{text}</span>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The colour key: what each shade of a day means. */
export function ActivityLegend() {
  const levels = [...LEVELS].reverse();
  return (
    <ul className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
      {levels.map((level, index) => {
        const next = levels[index + 1];
        const range =
          level.from === 0
            ? t({ message: 'none', context: 'no answers on a day, in the calendar key' })
            : next
              ? `${count(level.from)}–${count(next.from - 1)}`
              : `${count(level.from)}+`;
        return (
          <li key={level.from} className="flex items-center gap-1">
            <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${level.className}`} />
            {range}
          </li>
        );
      })}
      <li>{t`answers a day`}</li>
    </ul>
  );
}
