import { describe, expect, it } from 'vitest';
import { emptyCard, schedule, type Outcome } from './scheduler';

const AT = new Date('2026-03-02T09:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('scheduling with FSRS', () => {
  it.each<[Outcome, string, number]>([
    // A mistake waits in review at once; the others count in days from the answer.
    ['again', '2026-03-02T09:00:00Z', 1],
    ['hard', '2026-03-02T09:15:00Z', 1],
    ['good', '2026-03-04T09:00:00Z', 2],
    ['easy', '2026-03-10T09:00:00Z', 2],
  ])('a new question answered %s is due at %s', (outcome, due, state) => {
    const card = schedule(undefined, outcome, AT);
    expect(card.due).toBe(at(due));
    expect(card.state).toBe(state);
    expect(card.reps).toBe(1);
    expect(card.lastReview).toBe(AT.getTime());
  });

  it('a mistake put right later graduates to days, not minutes', () => {
    const wrong = schedule(undefined, 'again', AT);
    const right = schedule(wrong, 'good', new Date('2026-03-02T09:01:00Z'));
    expect(right.due).toBe(at('2026-03-03T09:01:00Z'));
    expect(right.state).toBe(2);
  });

  it.each<[Outcome, string, number]>([
    ['again', '2026-03-04T09:00:00Z', 1],
    ['hard', '2026-03-12T09:00:00Z', 0],
    ['good', '2026-03-15T09:00:00Z', 0],
    ['easy', '2026-03-23T09:00:00Z', 0],
  ])('a card in review answered %s on its day is due at %s', (outcome, due, lapses) => {
    const good = schedule(undefined, 'good', AT);
    const next = schedule(good, outcome, new Date(good.due));
    expect(next.due).toBe(at(due));
    expect(next.lapses).toBe(lapses);
  });

  it('rates an answer given just after a synced review from a clock that ran fast, across midnight', () => {
    // Another device, 2 hours fast, reviewed the card "at" 01:00 tomorrow; it is 23:30 here.
    const synced = schedule(undefined, 'good', new Date('2026-03-03T01:00:00Z'));
    const now = new Date('2026-03-02T23:30:00Z');
    // FSRS refused an answer a calendar day before the last review: it counts as at the same time.
    expect(schedule(synced, 'again', now)).toEqual(schedule({ ...synced, lastReview: now.getTime() }, 'again', now));
    expect(schedule(synced, 'again', now)).toMatchObject({ reps: 2, lapses: 1, lastReview: now.getTime() });
  });

  it('keeps the answer the card was made for', () => {
    expect(schedule({ ...emptyCard(AT), answer: 'x' }, 'good', AT).answer).toBe('x');
    expect(emptyCard(AT)).toMatchObject({ due: AT.getTime(), state: 0, reps: 0 });
  });
});
