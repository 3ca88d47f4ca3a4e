import { afterEach, describe, expect, it } from 'vitest';
import { readCards } from './card-store';
import { countDue } from './cards-signal';
import { CARDS_KEY } from './old-keys';
import { emptyCard } from './scheduler';
import { startRecord } from './start-record';

const NOW = new Date('2026-03-02T09:00:00Z');

describe('review cards carried over from the stores before the record', () => {
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
  ])('drops a card %s alone, keeping the others', async (_, bad) => {
    const good = emptyCard(NOW);
    localStorage.setItem(CARDS_KEY, JSON.stringify({ 2: { good, bad: { ...good, ...bad } }, 3: { other: good } }));
    await startRecord();
    expect(readCards()).toEqual({ 2: { good }, 3: { other: good } });
  });

  it('has the badge count no card the carry-over drops', async () => {
    const good = emptyCard(NOW);
    const cards = { 2: { good, early: { ...good, due: 5 }, huge: { ...good, due: 9007199254740991 } } };
    localStorage.setItem(CARDS_KEY, JSON.stringify(cards));
    await startRecord();
    expect(countDue(Date.now())).toBe(1);
  });
});
