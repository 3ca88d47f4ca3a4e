import { subscribeRecord } from './learner-record';
import type { RecordDraft } from './record-draft';
import { activityByDay, MAX_DAYS } from './record-views';
import { dayKey, type ActivityLog } from './days';
import { isSignedIn } from './signed-in';

export { MAX_DAYS };
export type { DayActivity } from '../../contract/progress/day-schema';

/** Answers given per local day, for the activity chart and the streak on /statistics. */
export const readActivity = (): ActivityLog => activityByDay();

/** Also hears other tabs, so an answer given in one tab shows in the statistics of another. */
export const subscribeActivity = subscribeRecord;

/**
 * Counts one answer on the local day of `at`, in `draft`: signed in, as this device's own count,
 * which it owes its account; signed out, as one it does not (a sign-in reconciles those).
 */
export function countAnswer(draft: RecordDraft, correct: boolean, at: Date) {
  const day = dayKey(at);
  const add = (known: { answered: number; correct: number } | undefined) => ({
    answered: (known?.answered ?? 0) + 1,
    correct: (known?.correct ?? 0) + (correct ? 1 : 0),
  });
  if (isSignedIn()) {
    const device = draft.meta.device;
    draft.put('days', { device, day, ...add(draft.get('days', `${device}\n${day}`)) });
    return;
  }
  draft.setMeta((meta) => {
    // Only the latest MAX_DAYS practised days are shown; older ones are not kept either.
    const kept = Object.keys(meta.dayBase)
      .sort()
      .slice(-(MAX_DAYS - 1))
      .filter((key) => key !== day);
    const dayBase = Object.fromEntries(kept.map((key) => [key, meta.dayBase[key]!]));
    return { ...meta, dayBase: { ...dayBase, [day]: add(meta.dayBase[day]) } };
  });
}
