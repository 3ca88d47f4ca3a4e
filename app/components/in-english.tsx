import { t } from '@lingui/core/macro';
import type { Question } from '../../contract/quiz';
import { SOURCE_LOCALE, questionLangQuery } from '../../contract/locales';
import { activeLocale } from '../i18n/page-path';

/**
 * Whether a question asked for in the page's language came in English: its translation is missing,
 * or stale (its English changed since, so it may no longer match the proven answer). Its text then
 * carries `lang="en"`, so a screen reader reads it as English, and the card says so.
 */
export function shownInEnglish(question: Pick<Question, 'lang'>): boolean {
  return question.lang === SOURCE_LOCALE && questionLangQuery(activeLocale()) !== '';
}

/** The `lang` of a question's own text: "en" when it is shown in English on another language's page. */
export function questionLang(question: Pick<Question, 'lang'>): string | undefined {
  return shownInEnglish(question) ? SOURCE_LOCALE : undefined;
}

export function InEnglishNote() {
  return (
    <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
      {t`Shown in English: this question has no up-to-date translation yet.`}
    </p>
  );
}
