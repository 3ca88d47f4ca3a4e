import type { FirstTry } from './answer-schema.js';

/** A first try judged against today's key; one whose option is unknown (v2 data) or no longer offered keeps its verdict. */
export function rejudged<T extends FirstTry>(
  first: T,
  question: { options: readonly string[]; correctAnswer: string },
): T {
  if (first.chosen === undefined || !question.options.includes(first.chosen)) return first;
  return { ...first, correct: first.chosen === question.correctAnswer };
}
