import type { Question } from '../../contract/quiz';
import type { TopicProgress } from './progress-store';

export const REVIEW_MODES = ['all', 'mistakes', 'shuffle'] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];

/** An unknown ?mode= falls back to all questions, so an old or mistyped link still works. */
export function parseMode(value: string | null): ReviewMode {
  return REVIEW_MODES.find((mode) => mode === value) ?? 'all';
}

/**
 * The questions a mode shows. Shuffle reorders questions and their options; answers stay
 * checked against the answer text, so order never matters.
 */
export function questionsFor(
  mode: ReviewMode,
  questions: readonly Question[],
  progress: TopicProgress,
  random: () => number = Math.random,
): Question[] {
  // A mistake is a question whose first try was wrong, put right later or not (until the topic is reset).
  if (mode === 'mistakes') return questions.filter((q) => progress.answers[q.id]?.first.correct === false);
  if (mode === 'shuffle') return shuffle(questions, random).map((q) => ({ ...q, options: shuffle(q.options, random) }));
  return [...questions];
}

/** Fisher–Yates: every order equally likely. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
