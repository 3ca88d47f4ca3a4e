import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Synced progress of issue 23 (docs/decisions/0016-sync-merge.md): one row per record, its key
 * and its JSON, merged by the record's join in code (contract/sync/merge.ts), so one table serves
 * every kind on SQLite and PostgreSQL alike. Rows go with their account (on delete cascade).
 */
export const syncMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sync_records')
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('sync_records_pk', ['account_id', 'kind', 'key'])
      .execute();
  },
};
