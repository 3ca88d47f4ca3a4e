import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** '0005_feedback' (server/db/migrations.ts): the same tables on SQLite and PostgreSQL. */
export const feedbackMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('answer_counts')
      .addColumn('question_id', 'text', (col) => col.notNull())
      .addColumn('option_key', 'text', (col) => col.notNull())
      .addColumn('first', 'integer', (col) => col.notNull())
      .addColumn('answers', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('answer_counts_pk', ['question_id', 'option_key', 'first'])
      .execute();
    await db.schema
      .createTable('question_reports')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('question_id', 'text', (col) => col.notNull())
      .addColumn('question_hash', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('comment', 'text', (col) => col.notNull())
      .addColumn('comment_key', 'text', (col) => col.notNull())
      .addColumn('reports', 'integer', (col) => col.notNull())
      .addColumn('first_at', 'text', (col) => col.notNull())
      .addColumn('last_at', 'text', (col) => col.notNull())
      .addColumn('resolved_at', 'text')
      .execute();
    // Identical open reports collapse into one row; once resolved, a new report opens a new row.
    await db.schema
      .createIndex('question_reports_open')
      .on('question_reports')
      .columns(['question_id', 'question_hash', 'reason', 'comment_key'])
      .unique()
      .where(sql.ref('resolved_at'), 'is', null)
      .execute();
    await db.schema
      .createTable('report_receipts')
      .addColumn('report_id', 'text', (col) => col.primaryKey())
      .addColumn('received_at', 'text', (col) => col.notNull())
      .execute();
  },
};
