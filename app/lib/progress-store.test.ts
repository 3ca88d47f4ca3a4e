import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  parseProgress,
  progressKey,
  readProgress,
  resetProgress,
  saveAnswer,
  subscribeProgress,
  summarize,
  syncTopic,
} from './progress-store';

const questions = [
  { id: 'q1', options: ['a', 'b', 'c', 'd'], correctAnswer: 'a' },
  { id: 'q2', options: ['a', 'b', 'c', 'd'], correctAnswer: 'b' },
];

describe('progress store', () => {
  afterEach(() => localStorage.clear());

  it('keeps one versioned key per topic, answers keyed by question id', () => {
    saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true });
    saveAnswer(7, 2, 'q2', { chosen: 'c', correct: false });
    saveAnswer(8, 5, 'q1', { chosen: 'b', correct: false });
    expect(JSON.parse(localStorage.getItem('quiz-dojo:progress:v1:7')!)).toEqual({
      total: 2,
      answers: { q1: { chosen: 'a', correct: true }, q2: { chosen: 'c', correct: false } },
    });
    expect(summarize(readProgress(7))).toEqual({ total: 2, answered: 2, correct: 1 });
    expect(summarize(readProgress(8))).toEqual({ total: 5, answered: 1, correct: 0 });
  });

  it('ignores values stored under another version', () => {
    localStorage.setItem(
      'quiz-dojo:progress:v0:7',
      JSON.stringify({ total: 2, answers: { q1: { chosen: 'a', correct: true } } }),
    );
    expect(progressKey(7)).toBe('quiz-dojo:progress:v1:7');
    expect(summarize(readProgress(7))).toEqual({ total: 0, answered: 0, correct: 0 });
  });

  it.each([
    ['not JSON', '{oops'],
    ['a foreign shape', JSON.stringify({ score: 3 })],
    ['a wrong answer shape', JSON.stringify({ total: 2, answers: { q1: 'a' } })],
    ['a negative total', JSON.stringify({ total: -1, answers: {} })],
  ])('discards %s', (_, raw) => {
    localStorage.setItem(progressKey(7), raw);
    expect(readProgress(7)).toEqual({ total: 0, answers: {} });
    expect(localStorage.getItem(progressKey(7))).toBeNull();
    expect(parseProgress(raw)).toEqual({ total: 0, answers: {} });
  });

  it('drops answers to removed questions or options and re-judges the rest', () => {
    saveAnswer(7, 3, 'q1', { chosen: 'b', correct: true });
    saveAnswer(7, 3, 'gone', { chosen: 'a', correct: true });
    saveAnswer(7, 3, 'q2', { chosen: 'z', correct: false });
    syncTopic(7, questions);
    expect(readProgress(7)).toEqual({ total: 2, answers: { q1: { chosen: 'b', correct: false } } });
  });

  it('reset clears a topic and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeProgress(listener);
    saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true });
    resetProgress(7);
    expect(readProgress(7)).toEqual({ total: 2, answers: {} });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });
});
