import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import stored from './fixtures/stored-2026-11.json';
import { readActivity } from './activity-store';
import { countDue } from './cards-signal';
import { currentStreak } from './days';
import { readSyncState } from './outbox';
import { readProgress, summarize } from './progress-read';
import { signedInSince } from './signed-in';
import { startRecord } from './start-record';
import { readStored, writeStored } from './stored-progress';

/**
 * Everything a signed-in browser stored written by the code of 28 Nov 2026 (a script
 * of answers: topic 3 wrong then right on q1, right on q2 rated Easy, wrong on q3 the next day;
 * topic 5 answered, then reset). Whatever the record becomes, a browser holding this must show the
 * same scores, first tries, due cards, days and unsent records (issue 33): the record carries it
 * over at its start.
 */
beforeEach(async () => {
  for (const [key, value] of Object.entries(stored))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  await startRecord();
});
afterEach(() => localStorage.clear());

it('shows the scores and first tries of each topic', () => {
  expect(summarize(readProgress('3'))).toEqual({ total: 4, answered: 3, correct: 1 });
  expect(readProgress('3').answers.q1).toMatchObject({ chosen: 'a', first: { chosen: 'b', correct: false } });
  expect(summarize(readProgress('5'))).toEqual({ total: 2, answered: 0, correct: 0 });
});

it('has the review cards due that were due', () => {
  // q1 (wrong on the 20th) and q3 (wrong at that moment) are due; q2, rated Easy, and topic 5's are not yet.
  expect(countDue(Date.parse('2026-11-21T19:00:00Z'))).toBe(2);
  expect(countDue(Date.parse('2026-11-30T12:00:00Z'))).toBe(4);
});

it('counts the days answered and the streak', () => {
  const log = readActivity();
  expect([...log.keys()]).toEqual(['2026-11-20', '2026-11-21']);
  expect(log.get('2026-11-20')).toEqual({ answered: 3, correct: 2 });
  expect(currentStreak(log, new Date(2026, 10, 21, 20))).toBe(2);
});

it('still has the records the account has not acknowledged, and the sign-in they follow', () => {
  const state = readSyncState();
  // q2's Good and the Easy chosen instead for the same answer are one rating, as the account joins them.
  expect(state.ratings.map((rating) => `${rating.topicId}/${rating.questionId} ${rating.outcome}`).sort()).toEqual([
    '3/q1 again',
    '3/q2 easy',
    '3/q3 again',
    '5/q1 good',
  ]);
  expect(state.resets).toEqual([{ topicId: '5', at: Date.parse('2026-11-20T08:11:00Z') }]);
  expect(state.own).toEqual(stored['quiz-dojo:activity:v1'].days);
  expect(signedInSince()).toBe(Date.parse('2026-11-20T08:00:00Z'));
});

it('reads back whole and writes back unchanged', async () => {
  const whole = readStored();
  expect(Object.keys(whole.topics).sort()).toEqual(['3', '5']);
  expect(Object.keys(whole.cards['3'] ?? {}).sort()).toEqual(['q1', 'q2', 'q3']);
  expect(await writeStored(whole)).toBe(true);
  expect(readStored()).toEqual(whole);
});
