import type { Answer } from '../progress/answer-schema.js';
import type { DayActivity } from '../progress/day-schema.js';
import type { AnswerRecord } from './sync-schema.js';

/**
 * The views of answers and days that the account (./progress-view.ts) and the browser's record
 * (app/record/record-views.ts) both compute, apart from the card replay so that they load no FSRS.
 */

/** An answer record as the learner sees it after a reset at `resetAt` (-1: none); undefined if the reset hides it. */
export function viewedAnswer(record: AnswerRecord, resetAt: number): Answer | undefined {
  const { chosen, correct, at, first } = record;
  if (at <= resetAt) return undefined;
  // A first try from before the reset (no device that knew of the reset sent one since): the
  // latest answer is the only one known since, so it stands as the first.
  if (first.at <= resetAt) return { chosen, correct, at, first: { chosen, correct, at } };
  // Without `since`, which is the merge's: the view has the browser's stored shape.
  const shown = {
    ...(first.chosen === undefined ? {} : { chosen: first.chosen }),
    correct: first.correct,
    at: first.at,
  };
  return { chosen, correct, at, first: shown };
}

/** Each day's counts summed over the devices (or parts) that counted it. */
export function dayTotals(
  days: readonly { day: string; answered: number; correct: number }[],
): Record<string, DayActivity> {
  const totals: Record<string, DayActivity> = {};
  for (const { day, answered, correct } of days) {
    const sum = totals[day] ?? { answered: 0, correct: 0 };
    totals[day] = { answered: sum.answered + answered, correct: sum.correct + correct };
  }
  return totals;
}
