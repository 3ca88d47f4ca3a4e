import '../lib/zod-config';
import { dayKeySchema, daySchema, type DayActivity } from '../../contract/progress/day-schema';
import { countDay } from './outbox';
import { dayKey, type ActivityLog } from './days';
import { storageSignal } from '../lib/storage-signal';

/** Answers given per local day, for the activity chart and the streak on /statistics. */
export const ACTIVITY_KEY = 'quiz-dojo:activity:v1';
/** A little over a year of practised days: enough for every chart, and the value stays a few kilobytes. */
export const MAX_DAYS = 400;

export { daySchema, dayKeySchema, type DayActivity } from '../../contract/progress/day-schema';

const signal = storageSignal();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); practice still works, it is just not counted.
    return undefined;
  }
}

/**
 * Lenient on purpose: a corrupt day is dropped and the other days kept, so one bad entry does not
 * wipe a learner's history; a value that is not ours at all reads as no activity.
 */
export function parseActivity(raw: string | null): ActivityLog {
  const log = new Map<string, DayActivity>();
  const days = raw === null ? undefined : daysOf(raw);
  if (!days) return log;
  for (const [key, value] of Object.entries(days)) {
    const day = daySchema.safeParse(value);
    if (dayKeySchema.safeParse(key).success && day.success) log.set(key, day.data);
  }
  return log;
}

function daysOf(raw: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    const days = (parsed as { days?: unknown } | null)?.days;
    return typeof days === 'object' && days !== null && !Array.isArray(days)
      ? (days as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Raw stored text: a stable snapshot for useSyncExternalStore, parsed by the caller. */
export function rawActivity() {
  return storage()?.getItem(ACTIVITY_KEY) ?? null;
}

export function readActivity(): ActivityLog {
  return parseActivity(rawActivity());
}

/** Counts one answer on the local day of `at`; only the latest MAX_DAYS practised days are kept. */
export function recordActivity(correct: boolean, at: Date) {
  const log = new Map(readActivity());
  const key = dayKey(at);
  const day = log.get(key) ?? { answered: 0, correct: 0 };
  log.set(key, { answered: day.answered + 1, correct: day.correct + (correct ? 1 : 0) });
  countDay(key, correct);
  const days = Object.fromEntries(log);
  try {
    storage()?.setItem(ACTIVITY_KEY, activityValue(days));
  } catch {
    // A full storage loses this count only; the answer itself is kept by the progress store.
  }
  notifyActivity();
}

/** The stored text of a log, its latest MAX_DAYS days kept (also for an imported progress file). */
export function activityValue(days: Readonly<Record<string, DayActivity>>): string {
  // Day keys sort as dates, so the oldest are first.
  const kept = Object.keys(days).sort().slice(-MAX_DAYS);
  return JSON.stringify({ days: Object.fromEntries(kept.map((day) => [day, days[day]])) });
}

export const notifyActivity = signal.notify;

/** Also hears other tabs, so an answer given in one tab shows in the statistics of another. */
export const subscribeActivity = signal.subscribe;
