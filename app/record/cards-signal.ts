import { isDueTime } from '../lib/time-bounds';
import { currentRecord, subscribeRecord } from './learner-record';

/**
 * The review cards' due times and change signal, kept free of dependencies: the navigation's
 * badge reads them from the entry bundle, where zod and the scheduler must not be pulled in.
 */
export function dueTimes(): number[] {
  const times: number[] = [];
  for (const { card } of currentRecord().rows.bases.values()) if (isDueTime(card.due)) times.push(card.due);
  return times;
}

/** How many cards are due at `now`. */
export function countDue(now: number): number {
  let count = 0;
  for (const due of dueTimes()) if (due <= now) count++;
  return count;
}

export const hasCards = () => currentRecord().rows.bases.size > 0;

/** Also hears other tabs, so the badge of every open tab follows an answer given in one. */
export const subscribeCards = subscribeRecord;
