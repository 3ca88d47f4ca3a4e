import type { QuestionFigures } from '../../contract/feedback';

export type FiguresSummary = {
  learners: number;
  /** Share who picked the learner's option. */
  chosenShare: number;
  /** Whether the learner's option is the right one: a wrong pick makes the other figure "other wrong answer". */
  chosenRight: boolean;
  /** The wrong option picked most often other than the learner's own, when any such one was picked. */
  mostMissed: { option: string; share: number } | null;
};

/**
 * What the card says after a first answer ("62% of 143 learners chose this answer. Most common wrong
 * answer: …"), from the topic's figures; null when the question has none (fewer than 20 learners) or
 * the options changed. The learner's own pick is never the second figure: it is the first one.
 */
export function summarizeFigures(
  figures: QuestionFigures | undefined,
  options: string[],
  correctAnswer: string,
  chosen: string,
): FiguresSummary | null {
  if (!figures || figures.picks.length !== options.length || figures.learners === 0) return null;
  const share = (index: number) => figures.picks[index]! / figures.learners;
  const chosenIndex = options.indexOf(chosen);
  if (chosenIndex < 0) return null;
  let missed = -1;
  options.forEach((option, index) => {
    if (
      option !== correctAnswer &&
      index !== chosenIndex &&
      figures.picks[index]! > 0 &&
      (missed < 0 || figures.picks[index]! > figures.picks[missed]!)
    )
      missed = index;
  });
  return {
    learners: figures.learners,
    chosenShare: share(chosenIndex),
    chosenRight: chosen === correctAnswer,
    mostMissed: missed < 0 ? null : { option: options[missed]!, share: share(missed) },
  };
}
