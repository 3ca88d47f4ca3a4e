import SQLite from 'better-sqlite3';
import type { Db } from './database.js';
import type { Database } from './schema.js';
import { syncMigration } from '../sync/sync-migration.js';
import { syncVersionMigration } from '../sync/sync-version-migration.js';
import { syncViewMigration } from '../sync/sync-view-migration.js';
import { type ColumnDefinitionBuilder, Kysely, sql, SqliteDialect } from 'kysely';
import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration';
import { accountDevicesMigration } from '../accounts/devices-migration.js';
import { feedbackMigration } from '../feedback/migration.js';
import { reportHoursMigration } from '../feedback/report-hours-migration.js';
import { limitsMigration } from '../limits/migration.js';
import { translationsMigration } from '../translations/migration.js';

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
  // Accounts of issue 23 (docs/decisions/0015-accounts.md). Times are ISO 8601 UTC text, which sorts
  // and compares as time on both dialects. Every row of an account goes with it (on delete cascade).
  '0003_accounts': {
    async up(db: Kysely<unknown>) {
      const account = (col: ColumnDefinitionBuilder) => col.notNull().references('accounts.id').onDelete('cascade');
      await db.schema
        .createTable('accounts')
        .addColumn('id', 'text', (col) => col.primaryKey())
        .addColumn('display_name', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('passkeys')
        .addColumn('credential_id', 'text', (col) => col.primaryKey())
        .addColumn('account_id', 'text', account)
        .addColumn('public_key', 'text', (col) => col.notNull())
        // A signature counter is an unsigned 32-bit number: past PostgreSQL's integer.
        .addColumn('counter', 'bigint', (col) => col.notNull())
        .addColumn('transports_json', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_used_at', 'text')
        .execute();
      await db.schema.createIndex('passkeys_account').on('passkeys').column('account_id').execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (col) => col.primaryKey())
        // SHA-256 of the cookie's token: the database never holds a token a thief could use.
        .addColumn('token_hash', 'text', (col) => col.notNull().unique())
        .addColumn('account_id', 'text', account)
        .addColumn('device_label', 'text', (col) => col.notNull())
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addColumn('last_seen_at', 'text', (col) => col.notNull())
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema.createIndex('sessions_account').on('sessions').column('account_id').execute();
      await db.schema
        .createTable('webauthn_challenges')
        .addColumn('challenge', 'text', (col) => col.primaryKey())
        .addColumn('purpose', 'text', (col) => col.notNull())
        // Set when a signed-in account adds a passkey; the new account's id when one is created.
        .addColumn('account_id', 'text')
        .addColumn('display_name', 'text')
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .execute();
      await db.schema
        .createTable('pairing_codes')
        .addColumn('code_hash', 'text', (col) => col.primaryKey())
        .addColumn('account_id', 'text', account)
        .addColumn('expires_at', 'text', (col) => col.notNull())
        .addColumn('used_at', 'text')
        .execute();
      await db.schema.createIndex('pairing_codes_account').on('pairing_codes').column('account_id').execute();
    },
  },
  // Synced progress of issue 23 (docs/decisions/0016-sync-merge.md).
  '0004_sync': syncMigration,
  // Anonymous answer counts and problem reports (issue 25, docs/decisions/0017-feedback.md).
  '0005_feedback': feedbackMigration,
  // The version GET /api/sync answers 304 by (issue 23, docs/decisions/0016-sync-merge.md, "Pulls").
  '0006_sync_version': syncVersionMigration,
  // Report times kept to the hour (issue 31, docs/decisions/0017-feedback.md, "Reports").
  '0007_report_hours': reportHoursMigration,
  // Each account's view kept as uploads are committed (issue 31, docs/decisions/0016-sync-merge.md).
  '0008_sync_views': syncViewMigration,
  // Which passkeys each session used, and the sessions of deleted accounts (issue 32, decision 15).
  '0009_account_devices': accountDevicesMigration,
  // Limits every instance on one PostgreSQL shares (issue 34, docs/decisions/0021-shared-limits.md).
  '0010_limits': limitsMigration,
  // Question translations imported with the bank (issue 35, docs/translations.md).
  '0011_translations': translationsMigration,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** In the order they run (Kysely's: by name), which is the order any database applied them in. */
export const MIGRATION_NAMES = Object.keys(migrations).sort();

/** The tables a database has once the migrations up to `name` ran, from running them in memory. */
export async function tablesAfter(name: string): Promise<string[]> {
  const memory = new SQLite(':memory:');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: memory }) });
  try {
    await migrateTo(db, name);
    return tablesOf(memory);
  } finally {
    await db.destroy();
  }
}

/** Runs the migrations up to `name` only: the schema of an older version. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const { error } = await new Migrator({ db, provider }).migrateTo(name);
  if (error) throw error;
}

export function tablesOf(database: SQLite.Database): string[] {
  const rows = database.prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite%'");
  return (rows.all() as { name: string }[]).map((row) => row.name).sort();
}

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
