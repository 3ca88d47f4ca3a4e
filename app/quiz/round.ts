import type { QuizItem } from './select';
import { MS_PER_QUESTION } from './settings';

/**
 * One round of a quick quiz: its questions, the answer given to each (the first pick counts), where
 * the learner is, and when it started and ended. Times are epoch ms from the browser's clock.
 */
export type Round = {
  items: QuizItem[];
  answers: (string | null)[];
  index: number;
  startedAt: number;
  /** Absent while the round runs. */
  endedAt?: number;
  /** Absent when untimed. */
  deadline?: number;
  timeUp: boolean;
};

export function startRound(items: QuizItem[], timed: boolean, now: number): Round {
  return {
    items,
    answers: items.map(() => null),
    index: 0,
    startedAt: now,
    deadline: timed ? now + items.length * MS_PER_QUESTION : undefined,
    timeUp: false,
  };
}

/** The answer to the current question; a second one, or one after the end, changes nothing. */
export function answer(round: Round, option: string): Round {
  if (round.endedAt !== undefined || round.answers[round.index] !== null) return round;
  const answers = [...round.answers];
  answers[round.index] = option;
  return { ...round, answers };
}

/** On to the next question, or to the results after the last one. */
export function next(round: Round, now: number): Round {
  if (round.endedAt !== undefined) return round;
  if (round.index + 1 < round.items.length) return { ...round, index: round.index + 1 };
  return { ...round, endedAt: now };
}

/** The timer reached zero: the round ends, and unanswered questions count as missed. */
export function timeUp(round: Round): Round {
  if (round.endedAt !== undefined || round.deadline === undefined) return round;
  return { ...round, endedAt: round.deadline, timeUp: true };
}

export const isRight = (round: Round, index: number) =>
  round.answers[index] === round.items[index]?.question.correctAnswer;

export function score(round: Round) {
  const right = round.items.filter((_, index) => isRight(round, index)).length;
  return {
    right,
    total: round.items.length,
    unanswered: round.answers.filter((chosen) => chosen === null).length,
    tookMs: (round.endedAt ?? round.startedAt) - round.startedAt,
  };
}

/** Wrong and unanswered questions, for "Retry mistakes". */
export function mistakes(round: Round): QuizItem[] {
  return round.items.filter((_, index) => !isRight(round, index));
}
