import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCards } from './card-store';
import { schedule } from './scheduler';
import { readActivity } from './activity-store';
import { currentRecord } from './learner-record';
import { startRecord } from './start-record';
import {
  progressKey,
  readProgress,
  regradeAnswer,
  resetProgress,
  saveAnswer,
  subscribeProgress,
  summarize,
  syncTopic,
} from './progress-store';

const NOW = new Date('2026-03-02T09:00:00Z');
const questions = [
  { id: 'q1', options: ['a', 'b', 'c', 'd'], correctAnswer: 'a' },
  { id: 'q2', options: ['a', 'b', 'c', 'd'], correctAnswer: 'b' },
];

describe('progress store', () => {
  beforeEach(() => vi.useFakeTimers({ now: NOW, toFake: ['Date'] }));
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('keeps answers by topic and question id, each stamped with its time', async () => {
    void saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true });
    vi.setSystemTime(NOW.getTime() + 5000);
    void saveAnswer(7, 2, 'q2', { chosen: 'c', correct: false });
    // Awaited so its cards are written before the next test starts on a cleared storage.
    await saveAnswer(8, 5, 'q1', { chosen: 'b', correct: false });
    const later = NOW.getTime() + 5000;
    expect(readProgress(7)).toEqual({
      total: 2,
      answers: {
        q1: { chosen: 'a', correct: true, at: NOW.getTime(), first: { chosen: 'a', correct: true, at: NOW.getTime() } },
        q2: { chosen: 'c', correct: false, at: later, first: { chosen: 'c', correct: false, at: later } },
      },
    });
    expect(summarize(readProgress(7))).toEqual({ total: 2, answered: 2, correct: 1 });
    expect(summarize(readProgress(8))).toEqual({ total: 5, answered: 1, correct: 0 });
  });

  it("changes the record's meta for an answer only when the topic's question count changed", async () => {
    await saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true }, { recall: false });
    const meta = currentRecord().meta;
    expect(meta.totals['7']).toBe(2);
    await saveAnswer(7, 2, 'q2', { chosen: 'c', correct: false }, { recall: false });
    expect(currentRecord().meta).toBe(meta);
    await saveAnswer(7, 3, 'q2', { chosen: 'b', correct: true }, { recall: false });
    expect(currentRecord().meta.totals['7']).toBe(3);
  });

  it('gives every answer a review card: wrong is due at once, right is due days later', async () => {
    void saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true });
    await saveAnswer(7, 2, 'q2', { chosen: 'c', correct: false });
    const cards = readCards()['7']!;
    expect(cards.q2!.due).toBe(NOW.getTime());
    expect(cards.q1!.due).toBe(Date.parse('2026-03-04T09:00:00Z'));
  });

  it('a second try on the same screen keeps the card as the first answer left it', async () => {
    void saveAnswer(7, 2, 'q2', { chosen: 'c', correct: false });
    const second = saveAnswer(7, 2, 'q2', { chosen: 'b', correct: true }, { recall: false });
    // The answer itself is stored at once; its card follows once the scheduler has loaded.
    expect(readProgress(7).answers.q2).toMatchObject({ chosen: 'b', correct: true });
    await second;
    expect(readCards()['7']!.q2).toMatchObject({ due: NOW.getTime(), reps: 1 });
  });

  it('a retry becomes the chosen option but the score counts the first try, until the topic is reset', async () => {
    void saveAnswer(7, 2, 'q2', { chosen: 'c', correct: false });
    vi.setSystemTime(NOW.getTime() + 1000);
    await saveAnswer(7, 2, 'q2', { chosen: 'b', correct: true }, { recall: false });
    expect(readProgress(7).answers.q2).toEqual({
      chosen: 'b',
      correct: true,
      at: NOW.getTime() + 1000,
      first: { chosen: 'c', correct: false, at: NOW.getTime() },
    });
    expect(summarize(readProgress(7))).toEqual({ total: 2, answered: 1, correct: 0 });
    void resetProgress(7);
    await saveAnswer(7, 2, 'q2', { chosen: 'b', correct: true });
    expect(summarize(readProgress(7))).toEqual({ total: 2, answered: 1, correct: 1 });
  });

  it("a day's activity counts the answers that rate a card, not a retry after the feedback", async () => {
    void saveAnswer(7, 2, 'q2', { chosen: 'c', correct: false });
    await saveAnswer(7, 2, 'q2', { chosen: 'b', correct: true }, { recall: false });
    expect(readActivity().get('2026-03-02')).toEqual({ answered: 1, correct: 0 });
  });

  it('a rating chosen right after the answer is queued behind it, so the choice is what stays', async () => {
    void saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true });
    await regradeAnswer('7', 'q1', undefined, 'easy', NOW);
    expect(readCards()['7']!.q1).toEqual(schedule(undefined, 'easy', NOW));
    expect(readCards()['7']!.q1).not.toEqual(schedule(undefined, 'good', NOW));
  });

  it('ignores values stored under another version it does not migrate', async () => {
    localStorage.setItem(
      'quiz-dojo:progress:v0:7',
      JSON.stringify({ total: 2, answers: { q1: { chosen: 'a', correct: true } } }),
    );
    expect(progressKey(7)).toBe('quiz-dojo:progress:v3:7');
    await startRecord();
    expect(summarize(readProgress(7))).toEqual({ total: 0, answered: 0, correct: 0 });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a foreign shape', JSON.stringify({ score: 3 })],
    ['a negative total', JSON.stringify({ total: -1, answers: {} })],
  ])('discards %s stored by the stores before the record', async (_, raw) => {
    localStorage.setItem(progressKey(7), raw);
    await startRecord();
    expect(readProgress(7)).toEqual({ total: 0, answers: {} });
  });

  it.each([
    ['of a wrong shape', 'a'],
    ['without its time', { chosen: 'a', correct: true }],
    ['given before 2020', { chosen: 'a', correct: true, at: 1 }],
  ])('drops an answer %s alone, keeping the others', async (_, bad) => {
    const at = Date.now() - 60_000;
    const good = { chosen: 'b', correct: false, at, first: { chosen: 'b', correct: false, at } };
    const raw = JSON.stringify({
      total: 2,
      answers: { q1: typeof bad === 'object' ? { ...bad, first: { ...bad } } : bad, q2: good },
    });
    localStorage.setItem(progressKey(7), raw);
    await startRecord();
    expect(readProgress(7)).toEqual({ total: 2, answers: { q2: good } });
  });

  // A clock that ran fast, set back since: the answer is the learner's (app/lib/future-times.ts).
  it.each([
    ['in the year 2999', Date.UTC(2999, 0, 1)],
    ['at the last safe integer, no date', 9007199254740991],
  ])('keeps an answer stored as given %s, its time read as now', async (_, future) => {
    const now = NOW.getTime();
    const raw = JSON.stringify({
      total: 1,
      answers: { q1: { chosen: 'a', correct: true, at: future, first: { chosen: 'a', correct: true, at: future } } },
    });
    localStorage.setItem(progressKey(7), raw);
    const kept = {
      total: 1,
      answers: { q1: { chosen: 'a', correct: true, at: now, first: { chosen: 'a', correct: true, at: now } } },
    };
    await startRecord();
    expect(readProgress(7)).toEqual(kept);
  });

  it('drops answers and cards of removed questions or options and re-judges the rest', async () => {
    void saveAnswer(7, 3, 'q1', { chosen: 'b', correct: true });
    void saveAnswer(7, 3, 'gone', { chosen: 'a', correct: true });
    void saveAnswer(7, 3, 'q2', { chosen: 'z', correct: false });
    await syncTopic(7, questions);
    const at = NOW.getTime();
    expect(readProgress(7)).toEqual({
      total: 2,
      answers: { q1: { chosen: 'b', correct: false, at, first: { chosen: 'b', correct: false, at } } },
    });
    expect(Object.keys(readCards()['7']!).sort()).toEqual(['q1', 'q2']);
  });

  it('re-judges a first try whose option is known and kept, and leaves the verdict of one that is not', async () => {
    void saveAnswer(7, 2, 'q1', { chosen: 'b', correct: false });
    void saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true }, { recall: false });
    await syncTopic(7, [{ ...questions[0]!, correctAnswer: 'b' }]);
    expect(readProgress(7).answers.q1).toMatchObject({ correct: false, first: { chosen: 'b', correct: true } });
    await syncTopic(7, [{ ...questions[0]!, options: ['a', 'c', 'd', 'e'], correctAnswer: 'a' }]);
    expect(readProgress(7).answers.q1).toMatchObject({ correct: true, first: { chosen: 'b', correct: true } });
  });

  it('a changed correct answer resets that card to a new one, due at once', async () => {
    void saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true });
    await syncTopic(7, questions);
    expect(readCards()['7']!.q1).toMatchObject({ answer: 'a', state: 2, reps: 1 });
    await syncTopic(7, [{ ...questions[0]!, correctAnswer: 'c' }, questions[1]!]);
    expect(readCards()['7']!.q1).toMatchObject({ answer: 'c', state: 0, reps: 0, due: NOW.getTime() });
  });

  it('reset clears a topic and tells subscribers', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeProgress(listener);
    await saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true });
    listener.mockClear();
    void resetProgress(7);
    expect(readProgress(7)).toEqual({ total: 2, answers: {} });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
