import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * '0011_translations' (server/db/migrations.ts): the question translations of issue 35, imported
 * with the bank in its transaction (server/content/import-bank.ts). Only current ones are stored:
 * a stale or unstamped question has no row, so the API serves its English.
 */
export const translationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('translated_questions')
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('question_id', 'text', (col) => col.notNull())
      .addColumn('question_html', 'text', (col) => col.notNull())
      .addColumn('options_json', 'text', (col) => col.notNull())
      .addColumn('correct_answer', 'text', (col) => col.notNull())
      .addColumn('explanation', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('translated_questions_pk', ['locale', 'question_id'])
      .execute();
    await db.schema
      .createTable('translated_topics')
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('topic_id', 'integer', (col) => col.notNull())
      .addColumn('name', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('translated_topics_pk', ['locale', 'topic_id'])
      .execute();
  },
};
