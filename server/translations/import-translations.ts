import type { Db } from '../db/database.js';
import type { Bank } from '../content/types.js';
import { translationsDb } from './schema.js';

const ROWS_PER_INSERT = 500;

/** Replaces the stored translations inside the bank's import transaction: only current questions are kept. */
export async function importTranslations(trx: Db, bank: Bank) {
  const db = translationsDb(trx);
  await db.deleteFrom('translated_questions').execute();
  await db.deleteFrom('translated_topics').execute();
  const topicIds = new Map(bank.topics.map((topic) => [topic.slug, topic.id]));
  const files = (bank.translations ?? []).filter((file) => topicIds.has(file.slug));
  const topics = files.flatMap((file) =>
    file.name === undefined ? [] : [{ locale: file.locale, topic_id: topicIds.get(file.slug)!, name: file.name }],
  );
  if (topics.length > 0) await db.insertInto('translated_topics').values(topics).execute();
  const questions = files.flatMap((file) =>
    file.questions
      .filter((q) => q.state === 'fresh')
      .map((q) => ({
        locale: file.locale,
        question_id: `${file.slug}:${q.localId}`,
        question_html: q.text.question,
        options_json: JSON.stringify(q.text.options),
        correct_answer: q.text.correctAnswer,
        explanation: q.text.explanation,
      })),
  );
  for (let start = 0; start < questions.length; start += ROWS_PER_INSERT)
    await db
      .insertInto('translated_questions')
      .values(questions.slice(start, start + ROWS_PER_INSERT))
      .execute();
}
