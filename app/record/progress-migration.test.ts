import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCards } from './card-store';
import { CARDS_KEY } from './old-keys';
import { schedule } from './scheduler';
import { migrateProgress } from './progress-migration';
import { startRecord } from './start-record';

const NOW = new Date('2026-03-02T09:00:00Z');
const v1 = (topicId: string) => `quiz-dojo:progress:v1:${topicId}`;
const v2 = (topicId: string) => `quiz-dojo:progress:v2:${topicId}`;
const v3 = (topicId: string) => `quiz-dojo:progress:v3:${topicId}`;
/** A v1 answer as moved: no time, itself as its first try. */
const moved = (chosen: string, correct: boolean) => ({ chosen, correct, at: 0, first: { chosen, correct, at: 0 } });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown;

describe('migration of stored progress from v1', () => {
  afterEach(() => localStorage.clear());

  it('carries every answer over with an unknown time, and the record seeds a card for each', async () => {
    localStorage.setItem(
      v1('3'),
      JSON.stringify({
        total: 4,
        answers: { q1: { chosen: 'a', correct: true }, q2: { chosen: 'b', correct: false } },
      }),
    );
    localStorage.setItem(v1('5'), JSON.stringify({ total: 2, answers: {} }));
    migrateProgress(localStorage, NOW);

    expect(stored(v3('3'))).toEqual({ total: 4, answers: { q1: moved('a', true), q2: moved('b', false) } });
    expect(stored(v3('5'))).toEqual({ total: 2, answers: {} });
    expect(localStorage.getItem(v1('3'))).toBeNull();
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await startRecord();
    vi.useRealTimers();
    const cards = readCards()['3']!;
    // A wrong answer from before is due at once; a right one after FSRS's first interval.
    expect(cards.q2!.due).toBe(NOW.getTime());
    expect(cards.q1!.due).toBe(Date.parse('2026-03-04T09:00:00Z'));
    expect(readCards()['5']).toBeUndefined();
  });

  it('keeps a topic another tab has already moved, seeds its answers without a card, and drops a corrupt v1 value', async () => {
    const newer = { total: 4, answers: { q1: { ...moved('c', false), at: NOW.getTime() - 60_000 } } };
    localStorage.setItem(v3('3'), JSON.stringify(newer));
    localStorage.setItem(v1('3'), JSON.stringify({ total: 4, answers: { q1: { chosen: 'a', correct: true } } }));
    localStorage.setItem(v1('4'), '{oops');
    migrateProgress(localStorage, NOW);
    expect(stored(v3('3'))).toEqual(newer);
    vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
    await startRecord();
    vi.useRealTimers();
    // The card follows the kept answer (wrong: due at once), not the stale v1 one.
    expect(readCards()['3']!.q1!.due).toBe(NOW.getTime());
    expect(localStorage.getItem(v1('3'))).toBeNull();
    expect(localStorage.getItem(v1('4'))).toBeNull();
    expect(localStorage.getItem(v3('4'))).toBeNull();
  });

  it('leaves the v1 value in place when the storage refuses the moved one', () => {
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
    migrateProgress(full, NOW);
    expect(localStorage.getItem(v1('3'))).toBe(raw);
  });
});

describe('migration of stored progress from v2: each answer gets its first try', () => {
  afterEach(() => localStorage.clear());
  const T = NOW.getTime();
  const rated = (outcome: 'again' | 'good', at: number) => schedule(undefined, outcome, new Date(at));

  it('reads a retry from the card its first pick rated, and takes any other answer as its own first try', () => {
    localStorage.setItem(
      v2('3'),
      JSON.stringify({
        total: 5,
        answers: {
          // Wrong, then right on the same screen: the card was rated Again a minute before.
          retried: { chosen: 'a', correct: true, at: T + 60_000 },
          // Right, then wrong: the card was rated Good before.
          spoiled: { chosen: 'b', correct: false, at: T + 60_000 },
          // The answer that rated the card: it is its own first try.
          once: { chosen: 'c', correct: true, at: T },
          // No card (lost to a full storage): nothing tells of an earlier pick.
          alone: { chosen: 'd', correct: true, at: T },
        },
      }),
    );
    localStorage.setItem(
      CARDS_KEY,
      JSON.stringify({ 3: { retried: rated('again', T), spoiled: rated('good', T), once: rated('good', T) } }),
    );
    migrateProgress(localStorage, NOW);
    expect(stored(v3('3'))).toEqual({
      total: 5,
      answers: {
        retried: { chosen: 'a', correct: true, at: T + 60_000, first: { correct: false, at: T } },
        spoiled: { chosen: 'b', correct: false, at: T + 60_000, first: { correct: true, at: T } },
        once: { chosen: 'c', correct: true, at: T, first: { chosen: 'c', correct: true, at: T } },
        alone: { chosen: 'd', correct: true, at: T, first: { chosen: 'd', correct: true, at: T } },
      },
    });
    expect(localStorage.getItem(v2('3'))).toBeNull();
  });

  it('merges what an older tab wrote to v2 after the move: newer answers, first tries kept', () => {
    // Times from 2020 on, as the schema requires.
    const T = NOW.getTime() - 3_600_000;
    const kept = { chosen: 'b', correct: false, at: T + 10, first: { chosen: 'b', correct: false, at: T + 10 } };
    localStorage.setItem(v3('3'), JSON.stringify({ total: 4, answers: { q1: kept, q2: { ...kept, at: T + 50 } } }));
    localStorage.setItem(
      v2('3'),
      JSON.stringify({
        total: 4,
        answers: {
          q1: { chosen: 'a', correct: true, at: T + 20 },
          q2: { chosen: 'a', correct: true, at: T + 40 },
          q3: { chosen: 'c', correct: true, at: T + 30 },
        },
      }),
    );
    migrateProgress(localStorage, NOW);
    expect(stored(v3('3'))).toEqual({
      total: 4,
      answers: {
        q1: { chosen: 'a', correct: true, at: T + 20, first: kept.first },
        q2: { ...kept, at: T + 50 },
        q3: { chosen: 'c', correct: true, at: T + 30, first: { chosen: 'c', correct: true, at: T + 30 } },
      },
    });
    expect(localStorage.getItem(v2('3'))).toBeNull();
  });

  it('drops a v2 value that is not of the v2 shape', () => {
    localStorage.setItem(v2('3'), '{oops');
    migrateProgress(localStorage, NOW);
    expect(localStorage.getItem(v2('3'))).toBeNull();
    expect(localStorage.getItem(v3('3'))).toBeNull();
  });
});
