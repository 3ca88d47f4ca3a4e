import { t } from '@lingui/core/macro';
import { formatLocale } from '../i18n/page-path';

const MINUTE = 60_000;

/**
 * When a review falls due, in the page's language: "in 16 minutes" or "in 3 hours" today,
 * "tomorrow", then the date ("Wednesday, 25 November"). `locale` is for tests; the app passes none.
 */
export function whenLabel(due: number, now: Date, locale: string = formatLocale()): string {
  if (due <= now.getTime()) return t({ message: 'now', context: 'a review falls due' });
  const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const days = calendarDays(new Date(due), now);
  if (days === 0) {
    const minutes = Math.ceil((due - now.getTime()) / MINUTE);
    return minutes < 60 ? relative.format(minutes, 'minute') : relative.format(Math.round(minutes / 60), 'hour');
  }
  if (days === 1) return relative.format(1, 'day');
  return new Intl.DateTimeFormat(locale, { weekday: 'long', month: 'long', day: 'numeric' }).format(due);
}

/** Local calendar days from `from` to `to`; a day of a daylight-saving change still counts as one. */
function calendarDays(to: Date, from: Date): number {
  const midnight = (date: Date) => Date.UTC(date.getFullYear(), date.getMonth(), date.getDate());
  return Math.round((midnight(to) - midnight(from)) / (24 * 60 * MINUTE));
}
