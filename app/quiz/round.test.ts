import { describe, expect, it } from 'vitest';
import type { QuizItem } from './select';
import { answer, mistakes, next, score, startRound, timeUp } from './round';

const item = (id: string): QuizItem => ({
  topicId: 1,
  topicName: 'React',
  topicTotal: 9,
  question: { id, question: id, options: ['a', 'b', 'c', 'd'], correctAnswer: 'a' },
});
const items = ['q1', 'q2', 'q3'].map(item);
const T0 = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('a quick quiz round', () => {
  it('scores the first answer to each question and times the round', () => {
    let round = startRound(items, false, T0);
    round = answer(round, 'a');
    round = answer(round, 'b'); // a second pick changes nothing
    round = next(round, T0 + 5_000);
    round = next(answer(round, 'c'), T0 + 9_000);
    expect(round.endedAt).toBeUndefined();
    round = next(answer(round, 'a'), T0 + 75_000);
    expect(round.endedAt).toBe(T0 + 75_000);
    expect(score(round)).toEqual({ right: 2, total: 3, unanswered: 0, tookMs: 75_000 });
    expect(mistakes(round).map((missed) => missed.question.id)).toEqual(['q2']);
  });

  it('gives a timed round one minute per question, and time up ends it at the deadline', () => {
    let round = startRound(items, true, T0);
    expect(round.deadline).toBe(T0 + 180_000);
    round = next(answer(round, 'a'), T0 + 1_000);
    round = timeUp(round);
    expect(round).toMatchObject({ endedAt: T0 + 180_000, timeUp: true });
    expect(score(round)).toEqual({ right: 1, total: 3, unanswered: 2, tookMs: 180_000 });
    expect(mistakes(round).map((missed) => missed.question.id)).toEqual(['q2', 'q3']);
    // Once over, nothing more is taken.
    expect(answer(round, 'a')).toBe(round);
    expect(next(round, T0 + 200_000)).toBe(round);
  });

  it('has no deadline untimed, so time up never ends it', () => {
    const round = startRound(items, false, T0);
    expect(round.deadline).toBeUndefined();
    expect(timeUp(round)).toBe(round);
  });
});
