/**
 * The window every stored or imported time must lie in (docs/progress-format.md), so no value can
 * reach a date formatter as an invalid date or push real history out. Free of dependencies: the
 * navigation's badge (app/record/cards-signal.ts) reads stored cards with it too.
 */
const DAY_MS = 86_400_000;

/** Nothing of Quiz Dojo's dates from before 2020. */
export const EARLIEST = Date.UTC(2020, 0, 1);
/** Another browser's clock may run ahead of this one: a past event may lie up to a day ahead. */
export const CLOCK_SKEW_MS = DAY_MS;
/** A review may be due up to 100 years ahead (FSRS's longest interval is 36,500 days). */
export const LONGEST_AHEAD_MS = 36_525 * DAY_MS;

const isTime = (time: number) => Number.isSafeInteger(time) && time >= EARLIEST;

/** An event that has happened (an answer, a review): from 2020 to now, plus the clock skew. */
export function isPastTime(time: number, now = Date.now()): boolean {
  return isTime(time) && time <= now + CLOCK_SKEW_MS;
}

/** When a review falls due: from 2020 to 100 years from now. */
export function isDueTime(time: number, now = Date.now()): boolean {
  return isTime(time) && time <= now + LONGEST_AHEAD_MS;
}

const DAY_KEY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A local day written YYYY-MM-DD that exists in the calendar (not 2026-02-30), from 2020-01-01 to
 * tomorrow: a day ahead of the learner's is allowed for another time zone, not the year 2999.
 */
export function isDayKey(key: string, now = new Date()): boolean {
  const match = DAY_KEY.exec(key);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const tomorrow = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const latest = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
  return real && key >= '2020-01-01' && key <= latest;
}

const pad = (value: number) => String(value).padStart(2, '0');
