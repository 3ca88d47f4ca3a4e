import { afterEach, describe, expect, it } from 'vitest';
import { readCards, seedCards } from '../review/card-store';
import { migrateProgress } from './progress-migration';

const NOW = new Date('2026-03-02T09:00:00Z');
const v1 = (topicId: string) => `quiz-dojo:progress:v1:${topicId}`;
const v2 = (topicId: string) => `quiz-dojo:progress:v2:${topicId}`;
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

describe('migration of stored progress from v1 to v2', () => {
  afterEach(() => localStorage.clear());

  it('carries every answer over with an unknown time, and seeds a card for each', () => {
    localStorage.setItem(
      v1('3'),
      JSON.stringify({
        total: 4,
        answers: { q1: { chosen: 'a', correct: true }, q2: { chosen: 'b', correct: false } },
      }),
    );
    localStorage.setItem(v1('5'), JSON.stringify({ total: 2, answers: {} }));
    migrateProgress(localStorage, NOW, seedCards);

    expect(stored(v2('3'))).toEqual({
      total: 4,
      answers: { q1: { chosen: 'a', correct: true, at: 0 }, q2: { chosen: 'b', correct: false, at: 0 } },
    });
    expect(stored(v2('5'))).toEqual({ total: 2, answers: {} });
    expect(localStorage.getItem(v1('3'))).toBeNull();
    const cards = readCards()['3']!;
    // A wrong answer from before is due at once; a right one after FSRS's first interval.
    expect(cards.q2!.due).toBe(NOW.getTime());
    expect(cards.q1!.due).toBe(Date.parse('2026-03-04T09:00:00Z'));
    expect(readCards()['5']).toBeUndefined();
  });

  it('keeps a topic another tab has already moved, seeds its answers without a card, and drops a corrupt v1 value', () => {
    const newer = { total: 4, answers: { q1: { chosen: 'c', correct: false, at: NOW.getTime() - 60_000 } } };
    localStorage.setItem(v2('3'), JSON.stringify(newer));
    localStorage.setItem(v1('3'), JSON.stringify({ total: 4, answers: { q1: { chosen: 'a', correct: true } } }));
    localStorage.setItem(v1('4'), '{oops');
    migrateProgress(localStorage, NOW, seedCards);
    expect(stored(v2('3'))).toEqual(newer);
    // The card follows the kept v2 answer (wrong: due at once), not the stale v1 one.
    expect(readCards()['3']!.q1!.due).toBe(NOW.getTime());
    expect(localStorage.getItem(v1('3'))).toBeNull();
    expect(localStorage.getItem(v1('4'))).toBeNull();
    expect(localStorage.getItem(v2('4'))).toBeNull();
  });

  it('removes the v1 value only once a seeder that loads the card store has written the cards', async () => {
    const raw = JSON.stringify({ total: 2, answers: { q2: { chosen: 'b', correct: false } } });
    localStorage.setItem(v1('3'), raw);
    // The page is closed before the card store arrives: the cards are never written.
    migrateProgress(localStorage, NOW, () => new Promise<void>(() => {}));
    await Promise.resolve();
    expect(localStorage.getItem(v1('3'))).toBe(raw);
    expect(readCards()['3']).toBeUndefined();

    // The next load moves nothing twice and seeds the card that is missing.
    migrateProgress(localStorage, NOW, (...args) => Promise.resolve(seedCards(...args)));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(readCards()['3']!.q2!.due).toBe(NOW.getTime());
    expect(localStorage.getItem(v1('3'))).toBeNull();
    expect(stored(v2('3'))).toEqual({ total: 2, answers: { q2: { chosen: 'b', correct: false, at: 0 } } });
  });

  it('leaves the v1 value in place when the storage refuses the v2 one', () => {
    const raw = JSON.stringify({ total: 1, answers: { q1: { chosen: 'a', correct: true } } });
    localStorage.setItem(v1('3'), raw);
    const full = Object.create(localStorage) as Storage;
    full.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    full.getItem = (key) => localStorage.getItem(key);
    full.key = (index) => localStorage.key(index);
    full.removeItem = (key) => localStorage.removeItem(key);
    Object.defineProperty(full, 'length', { get: () => localStorage.length });
    migrateProgress(full, NOW, seedCards);
    expect(localStorage.getItem(v1('3'))).toBe(raw);
  });
});
