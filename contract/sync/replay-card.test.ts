import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedule, type Outcome } from '../progress/scheduler';
import { progressView } from './progress-view';
import { replayCard } from './replay-card';
import { syncBatchSchema, type AccountBatch } from './sync-schema';

// 23:00 UTC, so that a clock two hours fast is on the next day.
const NOW = Date.UTC(2026, 2, 2, 23);
const MIN = 60_000;
const HOUR = 60 * MIN;
const good = schedule(undefined, 'good', new Date(NOW - 48 * HOUR));
/** The security review's bases (issue 31): within every field's range, but no state FSRS can rate. */
const UNREPLAYABLE = {
  'difficulty below 1': { ...good, difficulty: 0.5, stability: 5, state: 2 as const },
  'stability 0 in learning': { ...good, difficulty: 5, stability: 0, state: 1 as const },
};
const base = (questionId: string, card: typeof good, receivedAt = NOW - HOUR) => ({
  topicId: '2',
  questionId,
  card,
  receivedAt,
});
const rating = (questionId: string, at: number, outcome: Outcome = 'good') => ({
  topicId: '2',
  questionId,
  at,
  outcome,
  ratedAt: at,
  receivedAt: at,
});
const account = (state: AccountBatch): Required<AccountBatch> => ({
  answers: [],
  ratings: [],
  bases: [],
  days: [],
  resets: [],
  ...state,
});

describe('replaying a card never fails the account', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it.each(Object.entries(UNREPLAYABLE))('refuses an upload of a base with %s, saying where and why', (_, card) => {
    const parsed = syncBatchSchema.safeParse({ bases: [{ topicId: '2', questionId: 'q1', card }] });
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
      expect.stringMatching(/^bases\.0\.card\.(difficulty|stability): a rated card \(state 1 to 3\) has a/),
    ]);
  });

  it('leaves out a card an account already holds that FSRS cannot rate, says why, and keeps the others', () => {
    const heard: [string, string][] = [];
    const state = account({
      bases: [base('q1', UNREPLAYABLE['difficulty below 1']), base('q2', UNREPLAYABLE['stability 0 in learning'])],
      ratings: [rating('q1', NOW - MIN), rating('q2', NOW - MIN), rating('q3', NOW - MIN)],
    });
    const view = progressView(state, (key, reason) => heard.push([key, reason]));
    expect(view.cards).toEqual({ '2': { q3: schedule(undefined, 'good', new Date(NOW - MIN)) } });
    expect(heard).toEqual([
      ['2\nq1', 'FSRS refused it: Invalid memory state { difficulty: 0.5, stability: 5 }'],
      ['2\nq2', 'FSRS refused it: Invalid memory state { difficulty: 5, stability: 0 }'],
    ]);
    // Without a listener too: the view is built all the same.
    expect(progressView(state).cards).toEqual(view.cards);
  });

  it('leaves out a stored base beyond the bounds, and brings one with too many reviews back within them', () => {
    const worn = { ...good, reps: 2 ** 53 - 1, lapses: 0 };
    const reasons: string[] = [];
    expect(replayCard(base('q1', worn), [], (reason) => reasons.push(reason))).toBeUndefined();
    expect(reasons).toEqual(['out of bounds at reps: at most 1,000,000']);
    // One more rating: FSRS counts 2^53, which no device would take; the count stops at the bound.
    expect(replayCard(base('q1', worn), [rating('q1', NOW - MIN)])).toMatchObject({ reps: 1_000_000 });
  });

  it('replays a rating given just after a base from a clock that runs fast, across midnight', () => {
    // The laptop, 2 hours fast, reviewed "at" 01:00 tomorrow; the account received it at 23:00.
    const laptop = schedule(undefined, 'good', new Date(NOW + 2 * HOUR));
    const replayed = replayCard(base('q1', laptop, NOW), [rating('q1', NOW + MIN, 'again')]);
    // FSRS refused a rating a calendar day before the last review: it counts as at the same time.
    expect(replayed).toEqual(schedule({ ...laptop, lastReview: NOW + MIN }, 'again', new Date(NOW + MIN)));
    expect(replayed).toMatchObject({ reps: 2, lapses: 1, lastReview: NOW + MIN });
  });
});
