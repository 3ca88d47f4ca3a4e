import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { memo, useContext } from 'react';
import type { Difficulty, Question } from '../../contract/quiz';
import { useQuestion } from '../hooks/use-question';
import { focusOptionByArrow } from '../lib/option-arrows';
import { AnswerFeedback, optionMark } from './answer-marks';
import { AnswerOption, OPTIONS_GRID_CLASS } from './answer-option';
import { AnswerNote } from './answer-note';
import { EyeIcon } from './eye-icon';
import { InEnglishNote, questionLang } from './in-english';
import { QuestionText } from './question-text';
import { CardExtras } from './card-extras';
import { DIFFICULTY_LABEL } from './difficulty-label';

const DIFFICULTY_CLASS: Record<Difficulty, string> = {
  easy: 'bg-emerald-50 text-emerald-800 border-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:border-emerald-800',
  medium: 'bg-amber-50 text-amber-800 border-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:border-amber-800',
  hard: 'bg-rose-50 text-rose-800 border-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:border-rose-800',
};

type Props = {
  question: Question;
  number: number;
  /** The option picked last, kept by the caller so it can be stored. */
  chosen: string | null;
  /** Whether the question's first try was right; absent before any. The score counts it, and the card says so. */
  firstRight?: boolean;
  /** Gets the question too, so one stable callback serves every card and memo can skip them. */
  onChoose: (option: string, question: Question) => void;
};

/**
 * The card's box, around what QuestionCardBody renders. Cards off screen skip layout and paint;
 * inside a list on screen (QuestionList), so do those of its cards off screen.
 */
const CARD_CLASS =
  'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm [contain-intrinsic-size:auto_34rem] [content-visibility:auto] sm:p-6 sm:[contain-intrinsic-size:auto_23rem] dark:border-slate-700 dark:bg-slate-900';

export const QuestionCard = memo(function QuestionCard(props: Props) {
  return (
    <li className={CARD_CLASS}>
      <QuestionCardBody {...props} />
    </li>
  );
});

/**
 * A card's content, without its `<li>`: on a page the server sent, each card's `<li>` is a root of
 * its own, hydrated when it nears the screen or is first used (app/hooks/use-card-islands.ts).
 * Ids come from the number, not useId, so that they match whichever root renders the card.
 */
export const QuestionCardBody = memo(function QuestionCardBody({
  question,
  number,
  chosen,
  firstRight,
  onChoose,
}: Props) {
  const { revealed, toggleRevealed } = useQuestion();
  const { Report, Figures, topicId } = useContext(CardExtras);
  const id = `quiz-${number}`;
  const textId = `${id}-text`;
  const explained = chosen !== null && Boolean(question.explanation);
  const answerShown = revealed || explained;
  const lang = questionLang(question);

  return (
    <>
      <div id={textId} className="text-slate-900 dark:text-slate-100">
        <strong className="font-semibold">{t`Quiz ${number}:`}</strong>{' '}
        <QuestionText html={question.question} lang={lang} />
      </div>
      {lang && <InEnglishNote />}

      <div
        role="radiogroup"
        aria-labelledby={textId}
        lang={lang}
        onKeyDown={focusOptionByArrow}
        className={OPTIONS_GRID_CLASS}
      >
        {question.options.map((option, index) => (
          <AnswerOption
            key={index}
            name={id}
            index={index}
            option={option}
            mark={optionMark(option, chosen, question.correctAnswer, answerShown)}
            checked={chosen === option}
            onChoose={() => onChoose(option, question)}
          />
        ))}
      </div>

      <div className="mt-4 flex items-center justify-between gap-3">
        <AnswerFeedback
          chosen={chosen}
          correctAnswer={question.correctAnswer}
          answerShown={answerShown}
          hasExplanation={Boolean(question.explanation)}
          firstRight={firstRight}
        />
        <div className="flex shrink-0 items-center gap-2">
          {question.difficulty && (
            <span
              className={`rounded-full border px-2 py-0.5 text-xs font-medium capitalize ${DIFFICULTY_CLASS[question.difficulty]}`}
            >
              {i18n._(DIFFICULTY_LABEL[question.difficulty])}
            </span>
          )}
          {Report && <Report questionId={question.id} questionLabel={t`Quiz ${number}`} />}
          <button
            type="button"
            aria-pressed={revealed}
            aria-label={revealed ? t`Hide correct answer` : t`Show correct answer`}
            onClick={toggleRevealed}
            className="grid size-10 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-indigo-700 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-indigo-300 dark:aria-pressed:bg-indigo-950 dark:aria-pressed:text-indigo-200"
          >
            <EyeIcon crossed={revealed} />
          </button>
        </div>
      </div>

      {(revealed || explained) && (
        <AnswerNote
          answer={revealed ? question.correctAnswer : undefined}
          explanation={question.explanation}
          lang={lang}
        />
      )}
      {chosen !== null && Figures && <Figures question={question} chosen={chosen} topicId={topicId} />}
    </>
  );
});
