import { t } from '@lingui/core/macro';
import { CodeText } from './code-text';

const LABEL = 'font-semibold text-emerald-800 dark:text-emerald-300';

/**
 * The box under an answered or revealed question: the correct answer when it is shown, then the
 * explanation when the question has one. Shared by the topic page's card and the quick quiz.
 */
export function AnswerNote({ answer, explanation }: { answer?: string; explanation?: string }) {
  return (
    <div className="mt-3 space-y-2 rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-slate-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-slate-100">
      {answer !== undefined && (
        <p>
          <span className={LABEL}>{t`Answer:`}</span> <CodeText text={answer} />
        </p>
      )}
      {explanation && (
        <p className="leading-relaxed">
          <span className={LABEL}>{t`Explanation:`}</span> <CodeText text={explanation} />
        </p>
      )}
    </div>
  );
}
