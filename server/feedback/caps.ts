import type { SharedLimits } from '../limits/shared-limits.js';
import { createSharedCap } from './shared-cap.js';

const HOUR_MS = 60 * 60_000;
/** A client is one learner: its first answer to a question is counted once a day (by all instances together on PostgreSQL). */
export const ANSWERS_PER_QUESTION_PER_DAY = 1;
/** And at most this many questions a day: a long day of practice, and 300 entries of the table at most. */
export const ANSWERS_PER_ADDRESS_PER_DAY = 300;
/** Every address of one network (IPv4 /24, IPv6 /48) together: learners on one question, and answers in all. */
export const ANSWERS_PER_NETWORK_PER_QUESTION_PER_DAY = 2;
export const ANSWERS_PER_NETWORK_PER_DAY = 1_000;
/** Reports one address may send an hour, and of those at most this many on one question. */
export const REPORTS_PER_ADDRESS_PER_HOUR = 20;
export const REPORTS_PER_QUESTION_PER_HOUR = 3;
/** And one network's addresses together. */
export const REPORTS_PER_NETWORK_PER_HOUR = 60;
export const REPORTS_PER_NETWORK_PER_QUESTION_PER_HOUR = 6;

/**
 * The tables' sizes (docs/decisions/0017-feedback.md has the memory measured): past them the least
 * recent entries are forgotten, never a new client refused. A counted answer takes two entries of
 * pairs (its client's and its network's count for the question), a client two of totals.
 */
const ANSWER_TOTALS = 100_000;
const ANSWER_PAIRS = 200_000;
const REPORT_TOTALS = 20_000;
const REPORT_PAIRS = 40_000;

/** The per-client and per-network caps of the feedback routes. */
export function createFeedbackCaps(now?: () => number, shared?: SharedLimits) {
  return {
    answers: createSharedCap(
      'answers',
      {
        windowMs: 24 * HOUR_MS,
        client: { total: ANSWERS_PER_ADDRESS_PER_DAY, perThing: ANSWERS_PER_QUESTION_PER_DAY },
        network: { total: ANSWERS_PER_NETWORK_PER_DAY, perThing: ANSWERS_PER_NETWORK_PER_QUESTION_PER_DAY },
        maxTotals: ANSWER_TOTALS,
        maxPairs: ANSWER_PAIRS,
        now,
      },
      shared,
    ),
    reports: createSharedCap(
      'reports',
      {
        windowMs: HOUR_MS,
        client: { total: REPORTS_PER_ADDRESS_PER_HOUR, perThing: REPORTS_PER_QUESTION_PER_HOUR },
        network: { total: REPORTS_PER_NETWORK_PER_HOUR, perThing: REPORTS_PER_NETWORK_PER_QUESTION_PER_HOUR },
        maxTotals: REPORT_TOTALS,
        maxPairs: REPORT_PAIRS,
        now,
      },
      shared,
    ),
  };
}
