import type { FullQuestion } from '../../contract/quiz.js';
import type { QuizLang } from '../../contract/translations/locales.js';
import type { Db } from '../db/database.js';
import type { TranslatedText } from './check-translation.js';
import { translationsDb } from './schema.js';

/** The stored translations: each locale's topic names by topic id and current questions by question id. */
export type TranslationData = {
  names: Map<string, Map<number, string>>;
  questions: Map<string, Map<string, TranslatedText>>;
};

type Topic = { id: number; name: string; questions: FullQuestion[] };

export async function readTranslationData(db: Db): Promise<TranslationData> {
  const tdb = translationsDb(db);
  const names = new Map<string, Map<number, string>>();
  const questions = new Map<string, Map<string, TranslatedText>>();
  const inLocale = <T>(map: Map<string, T>, locale: string, make: () => T) => {
    if (!map.has(locale)) map.set(locale, make());
    return map.get(locale)!;
  };
  for (const row of await tdb.selectFrom('translated_topics').selectAll().execute())
    inLocale(names, row.locale, () => new Map()).set(row.topic_id, row.name);
  for (const row of await tdb.selectFrom('translated_questions').selectAll().execute())
    inLocale(questions, row.locale, () => new Map()).set(row.question_id, {
      question: row.question_html,
      options: JSON.parse(row.options_json) as string[],
      correctAnswer: row.correct_answer,
      explanation: row.explanation,
    });
  return { names, questions };
}

/**
 * The topics as `?lang=` serves them: the locale's topic name where there is one, and each question
 * in the locale where its translation is current, else in English; `lang` says which. A learner's
 * record keeps the source's option texts, so a translated question whose options read differently
 * carries them too, in the same order (check-code.ts keeps the order and the mark).
 */
export function localizeTopics<T extends Topic>(topics: T[], data: TranslationData, lang: QuizLang): T[] {
  const names = data.names.get(lang);
  const texts = data.questions.get(lang);
  return topics.map((topic) => ({
    ...topic,
    name: names?.get(topic.id) ?? topic.name,
    questions: topic.questions.map((question) => {
      const text = texts?.get(question.id);
      if (!text) return { ...question, lang: 'en' };
      const same = text.options.every((option, index) => option === question.options[index]);
      return { ...question, ...text, lang, ...(same ? {} : { sourceOptions: question.options }) };
    }),
  }));
}
