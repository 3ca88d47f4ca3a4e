import type { DayActivity } from '../../contract/progress/day-schema';
import { formatLocale } from '../i18n/page-path';

/** Local day ("2026-11-23") -> what was answered on it; days without answers are absent. */
export type ActivityLog = ReadonlyMap<string, DayActivity>;

/** Days are the learner's local days: an answer at 23:30 counts for that evening, wherever they are. */
export function dayKey(date: Date) {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight `days` later; built from the calendar date, so a daylight-saving change cannot skip a day. */
export function addDays(date: Date, days: number) {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

/**
 * Consecutive local days with at least one answer, ending today, or yesterday when today has no
 * answer yet (the streak is still alive until the day ends). Zero when neither day was practised.
 */
export function currentStreak(log: ActivityLog, today: Date) {
  let day = log.has(dayKey(today)) ? today : addDays(today, -1);
  let streak = 0;
  while (log.has(dayKey(day))) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

export type CalendarDay = { date: Date; answered: number; correct: number; future: boolean };

/**
 * `weeks` columns of seven days, the last one the current week, each starting on `firstDay`
 * (1 Monday ... 7 Sunday, as Intl's week info counts). Days after today are `future`, with no answers.
 */
export function calendarWeeks(log: ActivityLog, today: Date, weeks: number, firstDay: number): CalendarDay[][] {
  const intoWeek = (today.getDay() - (firstDay % 7) + 7) % 7;
  const first = addDays(today, -intoWeek - 7 * (weeks - 1));
  const todayKey = dayKey(today);
  return Array.from({ length: weeks }, (_, week) =>
    Array.from({ length: 7 }, (_, weekday) => {
      const date = addDays(first, week * 7 + weekday);
      const key = dayKey(date);
      const future = key > todayKey;
      // A clock once set ahead may have logged days still to come: they are not shown as practised.
      const activity = (!future && log.get(key)) || { answered: 0, correct: 0 };
      return { date, ...activity, future };
    }),
  );
}

type WeekInfoLocale = Intl.Locale & { getWeekInfo?: () => { firstDay: number }; weekInfo?: { firstDay: number } };

/**
 * The first day of the week where the page's language is spoken (Monday where Intl cannot tell): the
 * calendar's weekday names are in that language, so its weeks start as its readers expect, and the
 * server and the browser lay out the same weeks.
 */
export function firstDayOfWeek(locale: string = formatLocale()) {
  try {
    const info = new Intl.Locale(locale) as WeekInfoLocale;
    return info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay ?? 1;
  } catch {
    return 1;
  }
}
