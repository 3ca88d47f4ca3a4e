import { afterEach, describe, expect, it } from 'vitest';
import { parseCards } from './card-store';
import { countDue } from './cards-signal';
import { emptyCard } from './scheduler';

const NOW = new Date('2026-03-02T09:00:00Z');

describe('stored review cards', () => {
  afterEach(() => localStorage.clear());

  it.each([
    ['due at an invalid date', { due: 9007199254740991 }],
    ['due before 2020', { due: 5 }],
    ['due over 100 years ahead', { due: Date.UTC(2200, 0, 1) }],
    ['reviewed in the year 2999', { lastReview: Date.UTC(2999, 0, 1) }],
    ['with a stability no scheduler gives', { stability: 1e308 }],
    ['rated, with a difficulty FSRS cannot rate (issue 31)', { state: 2, difficulty: 0.5, stability: 5, reps: 1 }],
    ['in learning with no stability', { state: 1, difficulty: 5, stability: 0, reps: 1 }],
    ['reviewed 2^53 times', { reps: 2 ** 53 - 1 }],
  ])('drops a card %s alone, keeping the others', (_, bad) => {
    const good = emptyCard(NOW);
    const raw = JSON.stringify({ 2: { good, bad: { ...good, ...bad } }, 3: { other: good } });
    expect(parseCards(raw)).toEqual({ 2: { good }, 3: { other: good } });
  });

  it('has the badge count no card the store drops', () => {
    const good = emptyCard(NOW);
    const raw = JSON.stringify({ 2: { good, early: { ...good, due: 5 }, huge: { ...good, due: 9007199254740991 } } });
    expect(countDue(raw, Date.now())).toBe(1);
  });
});
