import { z } from 'zod';
import { SOURCE_LOCALE, TRANSLATED_LOCALES } from '../locales.js';
import { questionFieldsSchema, sourceOptionsSchema } from '../quiz.js';

/**
 * The locales questions may be translated into (content/translations/<locale>/, docs/translations.md):
 * the interface's, so that a learner reading it in a locale gets the questions in the same one.
 * English is the source language: every question exists in it.
 */
export const TRANSLATION_LOCALES = TRANSLATED_LOCALES;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** What `?lang=` of the quiz routes accepts: English (the source) or a translation locale. */
export const QUIZ_LANGS = [SOURCE_LOCALE, ...TRANSLATION_LOCALES] as const;
export type QuizLang = (typeof QUIZ_LANGS)[number];
export const LANG_ERROR = `lang must be one of ${QUIZ_LANGS.join(', ')}`;

/**
 * A question of an answer asked for with `?lang=`: `lang` is the locale's when its translation is
 * current, "en" when it is missing or stale (the English text is served then), with the source's
 * options where the translated ones read differently.
 */
export const localizedQuestionSchema = questionFieldsSchema
  .extend({ lang: z.enum(QUIZ_LANGS), sourceOptions: sourceOptionsSchema.optional() })
  .refine((q) => q.options.includes(q.correctAnswer), {
    message: 'correctAnswer must equal one of the options',
    path: ['correctAnswer'],
  });
export type LocalizedQuestion = z.infer<typeof localizedQuestionSchema>;
