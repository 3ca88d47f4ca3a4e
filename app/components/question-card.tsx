import { memo, useId } from 'react';
import type { Difficulty, Question } from '../../contract/quiz';
import { useQuestion } from '../hooks/use-question';
import { focusOptionByArrow } from '../lib/option-arrows';
import { AnswerNote } from './answer-note';
import { CodeText } from './code-text';
import { EyeIcon } from './eye-icon';
import { hydratedLater } from './hydrate-later';
import { QuestionText } from './question-text';

const DIFFICULTY_CLASS: Record<Difficulty, string> = {
  easy: 'bg-emerald-50 text-emerald-800 border-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:border-emerald-800',
  medium: 'bg-amber-50 text-amber-800 border-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:border-amber-800',
  hard: 'bg-rose-50 text-rose-800 border-rose-200 dark:bg-rose-950 dark:text-rose-200 dark:border-rose-800',
};

type Props = {
  question: Question;
  number: number;
  /** The option picked, kept by the caller so it can be stored. */
  chosen: string | null;
  /** Gets the question too, so one stable callback serves every card and memo can skip them. */
  onChoose: (option: string, question: Question) => void;
};

/**
 * Until the app has taken the page over, the caller disables the card's controls with a
 * `<fieldset disabled>` around it (useServerView), read once for a whole topic, not by each card.
 */
export const QuestionCard = memo(hydratedLater(Card));

function Card({ question, number, chosen, onChoose }: Props) {
  const { isCorrect, revealed, toggleRevealed } = useQuestion(question.correctAnswer, chosen);
  const id = useId();
  const textId = `${id}-text`;

  return (
    // Inside a list on screen (QuestionList), the cards off screen still skip layout and paint.
    <li className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm [contain-intrinsic-size:auto_34rem] [content-visibility:auto] sm:p-6 sm:[contain-intrinsic-size:auto_23rem] dark:border-slate-700 dark:bg-slate-900">
      <div id={textId} className="text-slate-900 dark:text-slate-100">
        <strong className="font-semibold">Quiz {number}:</strong> <QuestionText html={question.question} />
      </div>

      <div
        role="radiogroup"
        aria-labelledby={textId}
        onKeyDown={focusOptionByArrow}
        className="mt-5 grid gap-3 sm:grid-cols-2"
      >
        {question.options.map((option, index) => (
          <label
            key={index}
            className="flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 text-slate-800 transition-colors hover:border-indigo-300 has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-slate-700 dark:text-slate-200 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950"
          >
            <input
              type="radio"
              name={id}
              value={option}
              checked={chosen === option}
              onChange={() => onChoose(option, question)}
              className="mt-1 size-4 shrink-0 accent-indigo-700 dark:accent-indigo-400"
            />
            <span className="min-w-0 break-words">
              <CodeText text={option} />
            </span>
          </label>
        ))}
      </div>

      <div className="mt-4 flex items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm font-medium">
          {isCorrect ? (
            <span className="text-emerald-700 dark:text-emerald-300">correct</span>
          ) : chosen !== null ? (
            <span className="text-slate-600 dark:text-slate-300">Not quite — try again</span>
          ) : null}
        </p>
        <div className="flex shrink-0 items-center gap-2">
          {question.difficulty && (
            <span
              className={`rounded-full border px-2 py-0.5 text-xs font-medium capitalize ${DIFFICULTY_CLASS[question.difficulty]}`}
            >
              {question.difficulty}
            </span>
          )}
          <button
            type="button"
            aria-pressed={revealed}
            aria-label={revealed ? 'Hide correct answer' : 'Show correct answer'}
            onClick={toggleRevealed}
            className="grid size-10 place-items-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-indigo-700 aria-pressed:bg-indigo-50 aria-pressed:text-indigo-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-indigo-300 dark:aria-pressed:bg-indigo-950 dark:aria-pressed:text-indigo-200"
          >
            <EyeIcon crossed={revealed} />
          </button>
        </div>
      </div>

      {(revealed || (chosen !== null && question.explanation)) && (
        <AnswerNote answer={revealed ? question.correctAnswer : undefined} explanation={question.explanation} />
      )}
    </li>
  );
}
