import { t } from '@lingui/core/macro';
import { CodeText } from './code-text';

const LABEL = 'font-semibold text-emerald-800 dark:text-emerald-300';

/**
 * The box under an answered or revealed question: the correct answer when it is shown, then the
 * explanation when the question has one. Shared by the topic page's card and the quick quiz.
 */
type Props = {
  answer?: string;
  explanation?: string;
  /** The question's language when it differs from the page's (app/components/in-english.tsx). */
  lang?: string;
};

export function AnswerNote({ answer, explanation, lang }: Props) {
  return (
    <div className="mt-3 space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-slate-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-slate-100">
      {answer !== undefined && (
        <p>
          <span className={LABEL}>{t`Answer:`}</span>{' '}
          <span lang={lang}>
            <CodeText text={answer} />
          </span>
        </p>
      )}
      {explanation && (
        <p className="leading-relaxed">
          <span className={LABEL}>{t`Explanation:`}</span>{' '}
          <span lang={lang}>
            <CodeText text={explanation} />
          </span>
        </p>
      )}
    </div>
  );
}
