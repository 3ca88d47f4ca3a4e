import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTCOMES } from '../progress/scheduler';
import { CLOCK_SKEW_MS, EARLIEST } from '../progress/time-bounds';
import { seededRandom } from '../testing/seeded-random';
import { answerKey } from './merge';
import { progressView } from './progress-view';
import { baseRecordSchema, syncViewSchema, type AccountBatch } from './sync-schema';

const NOW = Date.UTC(2026, 2, 2, 22, 30);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CASES = 3_000;
const CARDS_PER_VIEW = 10;

/**
 * Random accounts as the upload schema of before issue 31 let them be: each field of a base card
 * within its own range, whatever the others say (about half of them no state FSRS can rate), with
 * ratings from devices whose clocks run up to a day fast.
 */
function randomAccount(seed: number): Required<AccountBatch> {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const upTo = (max: number) => Math.floor(next() * (max + 1));
  // Edge values often, any value in the range now and then.
  const edgy = (edges: readonly number[], max: number, int = false) =>
    next() < 0.8 ? pick(edges) : int ? upTo(max) : next() * max;
  const pastTime = () => NOW - upTo(400 * DAY) + (next() < 0.3 ? upTo(CLOCK_SKEW_MS) : 0);
  const account: Required<AccountBatch> = { answers: [], ratings: [], bases: [], days: [], resets: [] };
  for (let index = 0; index < CARDS_PER_VIEW; index++) {
    const questionId = `q${index}`;
    const reps = edgy([0, 1, 5, 999_999, 1_000_000, 2 ** 53 - 1], 2 ** 53 - 1, true);
    const lastReview = next() < 0.9 ? pastTime() : undefined;
    const receivedAt = Math.min(NOW, (lastReview ?? NOW) + upTo(2 * DAY) - DAY);
    if (next() < 0.8) {
      const card = {
        due: Math.max(EARLIEST, (lastReview ?? NOW) + upTo(36_500 * DAY)),
        stability: edgy([0, 0.0005, 0.001, 0.1, 1, 5, 36_500], 36_500),
        difficulty: edgy([0, 0.5, 0.999, 1, 5, 10], 10),
        scheduledDays: edgy([0, 1, 36_500], 36_500, true),
        learningSteps: edgy([0, 1, 2, 36_500], 36_500, true),
        reps,
        lapses: edgy([0, 1, reps, reps + 1], 2 ** 53 - 1, true),
        state: pick([0, 1, 2, 3] as const),
        ...(lastReview === undefined ? {} : { lastReview }),
      };
      account.bases.push({ topicId: '2', questionId, card, receivedAt });
    }
    for (let count = upTo(4); count > 0; count--) {
      const at = Math.min(NOW + CLOCK_SKEW_MS, (lastReview ?? NOW) - DAY + upTo(3 * DAY));
      const ratedAt = at + upTo(HOUR);
      account.ratings.push({ topicId: '2', questionId, at, outcome: pick(OUTCOMES), ratedAt, receivedAt: NOW });
    }
  }
  return account;
}

describe('every view of random base cards and ratings (issue 31)', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('is built without throwing, every device takes it, and only bases the upload now refuses are left out', () => {
    let leftOut = 0;
    for (let seed = 1; seed <= CASES / CARDS_PER_VIEW; seed++) {
      const state = randomAccount(seed);
      const unreplayable = new Set<string>();
      const view = progressView(state, (key) => unreplayable.add(key));
      // The reply as GET /api/sync sends it, checked with the schema the browser applies to it.
      const reply = syncViewSchema.safeParse({ ...view, resets: {}, records: 0, maxRecords: 100_000 });
      expect(reply.error?.issues[0], `seed ${seed}`).toBeUndefined();
      for (const key of unreplayable) {
        const base = state.bases.find((record) => answerKey(record) === key);
        expect(base && baseRecordSchema.safeParse(base).success, `seed ${seed}, ${key}`).toBe(false);
        expect(view.cards['2']?.[base!.questionId]).toBeUndefined();
      }
      leftOut += unreplayable.size;
    }
    // The cases reach what the review found: a good share of the bases cannot be replayed.
    expect(leftOut).toBeGreaterThan(CASES / 10);
  });
});
