import { describe, expect, it } from 'vitest';
import type { Question } from '../../contract/quiz';
import { emptyCard } from '../record/scheduler';
import { buildRound, nextReview, ROUND_SIZE } from './round';
import { whenLabel } from './when-label';

const question = (id: string): Question => ({ id, question: id, options: ['a', 'b', 'c', 'd'], correctAnswer: 'a' });
const entry = (topicId: string, questionId: string, due: number) => ({
  topicId,
  questionId,
  card: { ...emptyCard(new Date(due)), due },
});

describe('a review round', () => {
  it('takes due questions from all topics, most overdue first, skipping removed ones', () => {
    const topics = {
      1: { name: 'One', questions: [question('a'), question('b')] },
      2: { name: 'Two', questions: [question('c')] },
    };
    const entries = [entry('1', 'a', 300), entry('2', 'c', 100), entry('1', 'gone', 50), entry('1', 'b', 9_999)];
    const round = buildRound(topics, entries, 1_000);
    expect(round.map((item) => `${item.topicName}/${item.question.id}`)).toEqual(['Two/c', 'One/a']);
    expect(round[1]!.total).toBe(2);
  });

  it(`holds at most ${ROUND_SIZE} questions`, () => {
    const questions = Array.from({ length: 30 }, (_, index) => question(`q${index}`));
    const entries = questions.map((q, index) => entry('1', q.id, index));
    const round = buildRound({ 1: { name: 'One', questions } }, entries, 1_000);
    expect(round).toHaveLength(ROUND_SIZE);
    expect(round[0]!.question.id).toBe('q0');
  });

  it('names the next review and how many fall due that day', () => {
    const now = new Date(2026, 2, 2, 12);
    const tomorrow = (hour: number) => new Date(2026, 2, 3, hour).getTime();
    const entries = [
      entry('1', 'a', tomorrow(9)),
      entry('1', 'b', tomorrow(20)),
      entry('1', 'c', new Date(2026, 2, 6).getTime()),
    ];
    expect(nextReview(entries, now)).toEqual({ due: tomorrow(9), count: 2 });
    expect(nextReview([], now)).toBeNull();
    expect(whenLabel(tomorrow(9), now, 'en')).toBe('tomorrow');
    expect(whenLabel(new Date(2026, 2, 2, 12, 16).getTime(), now, 'en')).toBe('in 16 minutes');
    expect(whenLabel(new Date(2026, 2, 6).getTime(), now, 'en-GB')).toBe('Friday 6 March');
    expect(whenLabel(now.getTime(), now, 'en')).toBe('now');
  });
});
