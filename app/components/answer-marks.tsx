import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { OutlineIcon } from './outline-icon';

/** How an option reads once the question is answered: never by colour alone, always an icon and a word too. */
export type OptionMark = 'right' | 'wrong' | 'answer' | null;

/**
 * The chosen option is marked right or wrong; the right one, when not chosen, only once the answer is
 * shown (`answerShown`: the explanation or the answer is on screen), so a learner can still try again.
 * The word "correct" stays the spec's feedback alone: these marks say "right", never "correct".
 */
export function optionMark(option: string, chosen: string | null, correctAnswer: string, answerShown: boolean) {
  if (chosen === option) return option === correctAnswer ? 'right' : 'wrong';
  return answerShown && option === correctAnswer ? 'answer' : null;
}

/**
 * The keyboard's focus rings the whole option, not its small radio (issue 32), at least 3:1 against
 * the card around it: indigo-600 on white is 6.46:1, indigo-300 on the dark slate-900 8.87:1, as
 * Chromium draws them (tests/e2e/keyboard.spec.ts).
 * Only a keyboard's focus: a click focuses the radio without `:focus-visible`.
 */
const BASE =
  'flex min-w-0 cursor-pointer items-start gap-3 rounded-lg border p-3 text-slate-800 transition-colors has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600 dark:text-slate-200 dark:has-focus-visible:outline-indigo-300';

/** The option's box: emerald for right, rose for wrong, indigo while picked but not yet answered (the quick quiz). */
export const OPTION_CLASS: Record<Exclude<OptionMark, null> | 'none', string> = {
  none: `${BASE} border-slate-200 hover:border-indigo-300 has-checked:border-indigo-600 has-checked:bg-indigo-50 dark:border-slate-700 dark:has-checked:border-indigo-400 dark:has-checked:bg-indigo-950`,
  right: `${BASE} border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950`,
  wrong: `${BASE} border-rose-700 bg-rose-50 dark:border-rose-400 dark:bg-rose-950`,
  answer: `${BASE} border-dashed border-emerald-700 dark:border-emerald-400`,
};

// Read when rendered (`i18n._`), in the page's language: this table is made before any is active.
const MARKS = {
  right: { text: msg`Right`, className: 'text-emerald-800 dark:text-emerald-200', icon: 'check' },
  wrong: { text: msg`Wrong`, className: 'text-rose-800 dark:text-rose-200', icon: 'cross' },
  answer: { text: msg`Right answer`, className: 'text-emerald-800 dark:text-emerald-200', icon: 'check' },
  unanswered: { text: msg`Not answered`, className: 'text-rose-800 dark:text-rose-200', icon: 'cross' },
} as const;

/**
 * The icon and word inside an option's label. Hidden from the label's text, so the radio's name stays
 * its option; the radio names it as its description instead (`aria-describedby={id}`), which browsers
 * and jsdom compute alike, where a word inside the label joined the name with or without a space.
 */
export function OptionMarkLabel({ mark, id }: { mark: OptionMark; id: string }) {
  if (mark === null) return null;
  return <MarkWord mark={mark} id={id} hidden />;
}

/** A mark's icon and word; read as text where no radio describes it (the quick quiz's results). */
export function MarkWord({ mark, id, hidden }: { mark: keyof typeof MARKS; id?: string; hidden?: boolean }) {
  const { text, className, icon } = MARKS[mark];
  return (
    <span
      id={id}
      aria-hidden={hidden || undefined}
      data-mark={mark}
      className={`ms-auto flex shrink-0 items-center gap-1 text-sm font-semibold ${className}`}
    >
      <MarkIcon kind={icon} />
      {i18n._(text)}
    </span>
  );
}

export function MarkIcon({ kind }: { kind: 'check' | 'cross' }) {
  return (
    <OutlineIcon className="size-4">
      <path data-icon={kind} d={kind === 'check' ? 'M5 12.5l4.5 4.5L19 7' : 'M6 6l12 12M18 6L6 18'} />
    </OutlineIcon>
  );
}

/** What a wrong pick is told: what happens next, not a riddle next to an explanation that gives the answer. */
export function wrongFeedback(answerShown: boolean, hasExplanation: boolean) {
  if (!answerShown) return t`Not quite. Try another option, or show the answer.`;
  return hasExplanation
    ? t`Not quite. The right answer is marked, and why is below.`
    : t`Not quite. The right answer is marked.`;
}

type FeedbackProps = {
  chosen: string | null;
  correctAnswer: string;
  answerShown: boolean;
  hasExplanation: boolean;
  /** Whether the question's first try was right, when it has one: that is what the score counts. */
  firstRight?: boolean;
};

/** The spec's "correct" while the chosen option is right, what a wrong pick means, and how the first try went. */
export function AnswerFeedback({ chosen, correctAnswer, answerShown, hasExplanation, firstRight }: FeedbackProps) {
  return (
    <div aria-live="polite" className="space-y-1 text-sm font-medium">
      {chosen === null ? null : chosen === correctAnswer ? (
        <p className="text-emerald-700 dark:text-emerald-300">{t`correct`}</p>
      ) : (
        <p className="text-rose-800 dark:text-rose-200">{wrongFeedback(answerShown, hasExplanation)}</p>
      )}
      {firstRight !== undefined && (
        <p className="text-slate-600 dark:text-slate-300">{firstRight ? t`First try: right` : t`First try: wrong`}</p>
      )}
    </div>
  );
}
