import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { syncViewSchema } from '../../contract/sync/sync-schema';
import { CLOCK_SKEW_MS } from '../../contract/progress/time-bounds';
import { holdBackAhead } from './ahead-of-clock';

const DAY = 86_400_000;
// This device's clock: three days behind the server's.
const now = Date.UTC(2026, 10, 23, 12);
const server = now + 3 * DAY;
const answer = (at: number) => ({ chosen: 'A', correct: true, at, first: { chosen: 'A', correct: true, at } });
const card = (lastReview: number) => ({
  due: lastReview + DAY,
  stability: 1,
  difficulty: 5,
  scheduledDays: 1,
  learningSteps: 0,
  reps: 1,
  lapses: 0,
  state: 2,
  lastReview,
});

function reply() {
  return {
    answers: { '2': { old: answer(now - DAY), late: answer(server - 60_000) }, '3': { late: answer(server) } },
    cards: { '2': { old: card(now - DAY), late: card(server - 60_000) } },
    activity: { '2026-11-22': { answered: 2, correct: 1 }, '2026-11-26': { answered: 5, correct: 5 } },
    resets: { '2': now - 2 * DAY, '3': server - 120_000 },
    records: 9,
    maxRecords: 100_000,
  };
}

describe("holding back what is ahead of this device's clock", () => {
  beforeEach(() => vi.useFakeTimers({ now, toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it("the server's reply as it is fails the view's bounds on a clock set back days", () => {
    expect(syncViewSchema.safeParse(reply()).success).toBe(false);
  });

  it('keeps what the clock allows, holds back later answers, cards and days, and counts the answers', () => {
    const { view, heldBack } = holdBackAhead(reply(), now);
    expect(heldBack).toBe(2);
    const parsed = syncViewSchema.parse(view);
    expect(parsed.answers).toEqual({ '2': { old: answer(now - DAY) }, '3': {} });
    expect(Object.keys(parsed.cards['2']!)).toEqual(['old']);
    expect(parsed.activity).toEqual({ '2026-11-22': { answered: 2, correct: 1 } });
  });

  it("takes a reset ahead of the clock as the latest time the bounds accept, so it still hides this device's answers", () => {
    const { view } = holdBackAhead(reply(), now);
    expect(syncViewSchema.parse(view).resets).toEqual({ '2': now - 2 * DAY, '3': now + CLOCK_SKEW_MS });
  });

  it('changes nothing on a clock that is right, and leaves what is not of the shape to the schema', () => {
    vi.setSystemTime(server);
    expect(holdBackAhead(reply(), server)).toEqual({ view: reply(), heldBack: 0 });
    expect(holdBackAhead(null, now)).toEqual({ view: null, heldBack: 0 });
    const broken = { ...reply(), activity: { '2026-02-30': { answered: 1, correct: 1 } } };
    expect(syncViewSchema.safeParse(holdBackAhead(broken, server).view).success).toBe(false);
  });
});
