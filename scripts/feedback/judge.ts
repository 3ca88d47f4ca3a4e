import type { Difficulty } from '../../contract/quiz.js';
import { MIN_LEARNERS } from '../../contract/feedback.js';

/**
 * Share of learners right (first answers) outside which a question is flagged as far too easy or
 * too hard for its difficulty. Four options make 25% a guess, so "too hard" sits near it.
 */
export const SHARE_RIGHT_BOUNDS: Record<Difficulty, { tooHardBelow?: number; tooEasyAbove?: number }> = {
  easy: { tooHardBelow: 0.5 },
  medium: { tooHardBelow: 0.25, tooEasyAbove: 0.95 },
  hard: { tooEasyAbove: 0.85 },
};

export type Flag =
  | { kind: 'distractor-beats-key'; option: string; share: number; keyShare: number }
  | { kind: 'too-hard'; shareRight: number; bound: number }
  | { kind: 'too-easy'; shareRight: number; bound: number };

export type Judged = { learners: number; shareRight: number; shares: number[]; flags: Flag[] } | undefined;

type Question = { options: string[]; correctAnswer: string; difficulty: Difficulty };

/**
 * A question's figures and what stands out, once at least MIN_LEARNERS learners answered it (first
 * answers, picks in the order of its options); undefined before that.
 */
export function judge(question: Question, picks: number[], minLearners = MIN_LEARNERS): Judged {
  const learners = picks.reduce((sum, n) => sum + n, 0);
  if (learners < minLearners) return undefined;
  const shares = picks.map((n) => n / learners);
  const key = question.options.indexOf(question.correctAnswer);
  const shareRight = shares[key] ?? 0;
  const flags: Flag[] = [];
  // An option chosen more often than the marked one: a wrong key or a second right answer.
  shares.forEach((share, index) => {
    if (index !== key && share > shareRight) {
      flags.push({ kind: 'distractor-beats-key', option: question.options[index]!, share, keyShare: shareRight });
    }
  });
  const bounds = SHARE_RIGHT_BOUNDS[question.difficulty];
  if (bounds.tooHardBelow !== undefined && shareRight < bounds.tooHardBelow) {
    flags.push({ kind: 'too-hard', shareRight, bound: bounds.tooHardBelow });
  }
  if (bounds.tooEasyAbove !== undefined && shareRight > bounds.tooEasyAbove) {
    flags.push({ kind: 'too-easy', shareRight, bound: bounds.tooEasyAbove });
  }
  return { learners, shareRight, shares, flags };
}
