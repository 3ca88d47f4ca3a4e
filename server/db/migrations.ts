import type { Db } from './database.js';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { feedbackMigration } from '../feedback/migration.js';

/** Migrations live in code so the built server needs no migration files on disk. */
const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('topics')
        .addColumn('id', 'integer', (col) => col.primaryKey())
        .addColumn('slug', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('logo_svg', 'text', (col) => col.notNull())
        .addColumn('position', 'integer', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('questions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('topic_id', 'integer', (col) => col.notNull().references('topics.id').onDelete('cascade'))
        .addColumn('position', 'integer', (col) => col.notNull())
        .addColumn('question_html', 'text', (col) => col.notNull())
        .addColumn('options_json', 'text', (col) => col.notNull())
        .addColumn('correct_answer', 'text', (col) => col.notNull())
        .addColumn('explanation', 'text', (col) => col.notNull())
        .addColumn('difficulty', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex('questions_topic_position')
        .on('questions')
        .columns(['topic_id', 'position'])
        .execute();
      await db.schema
        .createTable('content_state')
        .addColumn('key', 'text', (col) => col.primaryKey())
        .addColumn('hash', 'text', (col) => col.notNull())
        .addColumn('imported_at', 'text', (col) => col.notNull())
        .addColumn('version', 'integer', (col) => col.notNull().defaultTo(sql`1`))
        .execute();
    },
  },
  // Tags of issue 15, as a JSON array like options_json: read whole with the question, never queried apart.
  '0002_question_tags': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('questions')
        .addColumn('tags_json', 'text', (col) => col.notNull().defaultTo('[]'))
        .execute();
    },
  },
  // Anonymous answer counts and problem reports (issue 25, docs/decisions/0017-feedback.md).
  '0005_feedback': feedbackMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
