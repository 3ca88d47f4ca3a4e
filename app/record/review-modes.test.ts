import { describe, expect, it } from 'vitest';
import type { Question } from '../../contract/quiz';
import { parseMode, questionsFor } from './review-modes';

const make = (id: string): Question => ({ id, question: id, options: ['a', 'b', 'c', 'd'], correctAnswer: 'a' });
const questions = ['q1', 'q2', 'q3'].map(make);
const answer = (chosen: string, first = chosen) => ({
  chosen,
  correct: chosen === 'a',
  at: 2,
  first: { chosen: first, correct: first === 'a', at: 1 },
});
const progress = {
  total: 3,
  answers: { q1: answer('b'), q2: answer('a'), q3: answer('a', 'c'), gone: answer('b') },
};

describe('review modes', () => {
  it('reads the mode from the URL, falling back to all questions', () => {
    expect(parseMode('mistakes')).toBe('mistakes');
    expect(parseMode('shuffle')).toBe('shuffle');
    expect(parseMode(null)).toBe('all');
    expect(parseMode('bogus')).toBe('all');
  });

  it('practises the questions whose first try was wrong, put right since or not', () => {
    expect(questionsFor('mistakes', questions, progress).map((q) => q.id)).toEqual(['q1', 'q3']);
  });

  it('shuffles questions and options but keeps every question and its answer', () => {
    const shuffled = questionsFor('shuffle', questions, progress, () => 0);
    expect(shuffled.map((q) => q.id)).toEqual(['q2', 'q3', 'q1']);
    expect(shuffled[0]!.options).toEqual(['b', 'c', 'd', 'a']);
    expect(shuffled[0]!.correctAnswer).toBe('a');
  });
});
