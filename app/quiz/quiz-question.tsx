import { t } from '@lingui/core/macro';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { AnswerFeedback, optionMark } from '../components/answer-marks';
import { AnswerOption, OPTIONS_GRID_CLASS } from '../components/answer-option';
import { AnswerNote } from '../components/answer-note';
import { InEnglishNote, questionLang } from '../components/in-english';
import { QuestionText } from '../components/question-text';
import { reveal } from '../lib/reveal';
import type { QuizItem } from './select';

type Props = {
  item: QuizItem;
  /** The answer given, once it is given: it counts, and the options lock. */
  given: string | null;
  last: boolean;
  onAnswer: (option: string) => void;
  onNext: () => void;
};

/**
 * One question of a quick quiz, parts shared with the topic page's card (question text, code in
 * options, the word "correct", the explanation). Unlike that card, an option is picked and then
 * checked: arrow keys move through a radio group by choosing, and in a scored round only the first
 * answer counts, so choosing must not be answering.
 */
export function QuizQuestion({ item, given, last, onAnswer, onNext }: Props) {
  const { question } = item;
  const [picked, setPicked] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const answered = given !== null;
  const lang = questionLang(question);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answered) return onNext();
    if (picked === null) return;
    onAnswer(picked);
    // The options lock, so focus moves on from them to what comes next; the scroll waits for the
    // feedback and the explanation, which push the button down (below the fold on a phone).
    button.current?.focus({ preventScroll: true });
  };
  useEffect(() => {
    if (answered) reveal(button.current);
  }, [answered]);

  return (
    <form
      onSubmit={submit}
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-sm font-medium text-slate-600 dark:text-slate-300">{item.topicName}</p>
      <div id={`${id}-text`} className="mt-2 text-slate-900 dark:text-slate-100">
        <QuestionText html={question.question} lang={lang} />
      </div>
      {lang && <InEnglishNote />}
      <div role="radiogroup" aria-labelledby={`${id}-text`} lang={lang} className={OPTIONS_GRID_CLASS}>
        {question.options.map((option, index) => (
          <AnswerOption
            key={option}
            name={id}
            index={index}
            option={option}
            mark={optionMark(option, given, question.correctAnswer, answered)}
            checked={(given ?? picked) === option}
            disabled={answered}
            onChoose={() => setPicked(option)}
            className="has-disabled:cursor-default"
          />
        ))}
      </div>
      <div className="mt-4 min-h-5">
        <AnswerFeedback
          chosen={given}
          correctAnswer={question.correctAnswer}
          answerShown={answered}
          hasExplanation={Boolean(question.explanation)}
        />
      </div>
      {answered && <AnswerNote answer={question.correctAnswer} explanation={question.explanation} lang={lang} />}
      <button
        ref={button}
        type="submit"
        disabled={!answered && picked === null}
        className="mt-5 rounded-lg bg-indigo-700 px-5 py-2.5 font-semibold text-white hover:bg-indigo-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {!answered ? t`Check answer` : last ? t`See results` : t`Next question`}
      </button>
    </form>
  );
}
