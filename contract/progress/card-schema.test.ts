import { S_MAX, S_MIN } from 'ts-fsrs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '../testing/seeded-random';
import { MAX_REVIEWS, MIN_STABILITY, storedCardSchema, type StoredCard } from './card-schema';
import { emptyCard, OUTCOMES, schedule } from './scheduler';

const NOW = Date.UTC(2026, 2, 2, 9);
const HOUR = 3_600_000;
const reviewed: StoredCard = { ...schedule(undefined, 'good', new Date(NOW - 48 * HOUR)) };

/** The first issue of a card the schema refuses, as "path: message". */
function refusal(card: unknown) {
  const parsed = storedCardSchema.safeParse(card);
  const issue = parsed.error?.issues[0];
  return issue && `${issue.path.join('.')}: ${issue.message}`;
}

describe('stored review cards: only states FSRS can rate again', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it("has FSRS's own bounds for stability", () => {
    expect(MIN_STABILITY).toBe(S_MIN);
    expect(storedCardSchema.safeParse({ ...reviewed, stability: S_MAX }).success).toBe(true);
    expect(storedCardSchema.safeParse({ ...reviewed, stability: S_MAX + 1 }).success).toBe(false);
  });

  it("refuses the security review's cards (issue 31), naming the field", () => {
    const review = { ...reviewed, state: 2 as const, lastReview: NOW - HOUR };
    expect(refusal({ ...review, difficulty: 0.5, stability: 5 })).toBe(
      'difficulty: a rated card (state 1 to 3) has a difficulty from 1 to 10',
    );
    expect(refusal({ ...review, difficulty: 5, stability: 0, state: 1 })).toBe(
      'stability: a rated card (state 1 to 3) has a stability of at least 0.001',
    );
    expect(refusal({ ...review, reps: 2 ** 53 - 1 })).toBe('reps: at most 1,000,000');
    expect(refusal({ ...review, reps: 1, lapses: 2 })).toBe('lapses: a card has no more lapses than reviews');
    expect(refusal({ ...emptyCard(new Date(NOW)), difficulty: 5, stability: 5 })).toBe(
      'stability: a new card (state 0) has stability and difficulty 0',
    );
  });

  it('accepts every card FSRS gives for real answers, from a new card on', () => {
    const next = seededRandom(31);
    for (let learner = 0; learner < 60; learner++) {
      let at = NOW - 400 * 24 * HOUR;
      let card: StoredCard = emptyCard(new Date(at));
      expect(refusal(card)).toBeUndefined();
      for (let answer = 0; answer < 30 && at < NOW; answer++) {
        // Minutes to months between answers, as a learner who comes back now and then.
        at = Math.min(NOW, at + Math.floor(next() ** 4 * 90 * 24 * HOUR));
        card = schedule(card, OUTCOMES[Math.floor(next() * OUTCOMES.length)]!, new Date(at));
        expect(refusal(card), `learner ${learner}, answer ${answer}`).toBeUndefined();
      }
    }
  });

  it('stops counting reviews and lapses at the bound, so a card within it stays within it', () => {
    const worn = { ...reviewed, state: 2 as const, reps: MAX_REVIEWS, lapses: MAX_REVIEWS };
    const again = schedule(worn, 'again', new Date(NOW));
    expect(again).toMatchObject({ reps: MAX_REVIEWS, lapses: MAX_REVIEWS });
    expect(refusal(again)).toBeUndefined();
  });
});
