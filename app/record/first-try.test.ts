import { describe, expect, it } from 'vitest';
import { inferFirstTry, rejudged } from './first-try';

const AT = Date.UTC(2026, 2, 2, 9);

describe('first tries of v2 answers', () => {
  it('reads a wrong first try from a card rated Again before the stored answer', () => {
    expect(inferFirstTry({ chosen: 'b', correct: true, at: AT }, { lastReview: AT - 5_000, due: AT - 5_000 })).toEqual({
      correct: false,
      at: AT - 5_000,
    });
  });

  it('takes the answer as its own first try when the card’s rating time is out of bounds', () => {
    // A card imported before times were checked: its time would make an answer the reader drops.
    expect(inferFirstTry({ chosen: 'b', correct: true, at: AT }, { lastReview: 5, due: 5 })).toEqual({
      chosen: 'b',
      correct: true,
      at: AT,
    });
  });
});

describe('a first try judged again', () => {
  const question = { options: ['a', 'b', 'c', 'd'], correctAnswer: 'b' };

  it('follows today’s key when its option is known and offered', () => {
    expect(rejudged({ chosen: 'a', correct: true, at: AT }, question)).toEqual({ chosen: 'a', correct: false, at: AT });
  });

  it('keeps its verdict when its option is unknown or gone', () => {
    expect(rejudged({ correct: true, at: AT }, question)).toEqual({ correct: true, at: AT });
    expect(rejudged({ chosen: 'z', correct: true, at: AT }, question)).toEqual({ chosen: 'z', correct: true, at: AT });
  });
});
