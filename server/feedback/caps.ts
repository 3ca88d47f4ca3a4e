import { createClientCap } from './client-cap.js';

const HOUR_MS = 60 * 60_000;
/** One address adds at most this many answers to one question's figures a day (per instance). */
export const ANSWERS_PER_QUESTION_PER_DAY = 3;
/** And at most this many answers a day in all, which bounds the entries one address can make. */
export const ANSWERS_PER_ADDRESS_PER_DAY = 2_000;
/** Reports one address may send an hour, and of those at most this many on one question. */
export const REPORTS_PER_ADDRESS_PER_HOUR = 20;
export const REPORTS_PER_QUESTION_PER_HOUR = 3;
/**
 * Entries of the answers' cap table: 200,000 held 25.5 MB of heap, 5.3 µs a count (two HMACs), measured
 * with node --expose-gc on 100,000 addresses. Reports are far fewer, so their table is a tenth of it.
 */
const MAX_ANSWER_CAP_ENTRIES = 200_000;
const MAX_REPORT_CAP_ENTRIES = 20_000;

/** The per-address caps of the feedback routes (docs/decisions/0017-feedback.md). */
export function createFeedbackCaps(now?: () => number) {
  return {
    answers: createClientCap({
      windowMs: 24 * HOUR_MS,
      perThing: ANSWERS_PER_QUESTION_PER_DAY,
      perClient: ANSWERS_PER_ADDRESS_PER_DAY,
      maxEntries: MAX_ANSWER_CAP_ENTRIES,
      now,
    }),
    reports: createClientCap({
      windowMs: HOUR_MS,
      perThing: REPORTS_PER_QUESTION_PER_HOUR,
      perClient: REPORTS_PER_ADDRESS_PER_HOUR,
      maxEntries: MAX_REPORT_CAP_ENTRIES,
      now,
    }),
  };
}
