import type { Question } from '../../contract/quiz';

type Options = Pick<Question, 'options' | 'sourceOptions'>;
/** What the record compares its answers and cards with. */
export type QuestionKey = Pick<Question, 'id' | 'options' | 'correctAnswer' | 'sourceOptions'>;

/**
 * The record keeps an answer as the source's (English) text of the option, in every language: a
 * translation keeps the source's options in order (server/translations/check-code.ts), so the
 * option at the same place is the same answer, and the record, its sync, a progress file and the
 * answer counts read alike whichever language a learner answered in.
 */
export const recordedOption = (question: Options, shown: string) =>
  question.sourceOptions?.[question.options.indexOf(shown)] ?? shown;

/** The answer the record keeps for an option a learner chose on the page. */
export const recordedAnswer = (question: Options & Pick<Question, 'correctAnswer'>, shown: string) => ({
  chosen: recordedOption(question, shown),
  correct: shown === question.correctAnswer,
});

/** The option a page shows for an answer the record keeps; a text no option has stays as it is. */
function shownOption(question: Options, recorded: string) {
  const at = question.sourceOptions?.indexOf(recorded) ?? -1;
  return at < 0 ? recorded : question.options[at]!;
}

/** The option a card shows as chosen for the answer recorded, if any. */
export const shownAnswer = (question: Options, answer: { chosen: string } | undefined) =>
  answer ? shownOption(question, answer.chosen) : null;

/** A question as the record compares answers and cards with it: in the source's texts. */
export function inSourceText(question: QuestionKey): QuestionKey {
  if (!question.sourceOptions) return question;
  const { id, sourceOptions } = question;
  return { id, options: sourceOptions, correctAnswer: recordedOption(question, question.correctAnswer) };
}
