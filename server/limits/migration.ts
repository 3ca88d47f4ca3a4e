import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * '0010_limits' (server/db/migrations.ts): the counts every instance on one PostgreSQL shares
 * (docs/decisions/0021-shared-limits.md). Times are milliseconds since the epoch; a row is dropped
 * once its window has ended. SQLite gets the tables too (one schema), but its server never uses them.
 */
export const limitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('limit_counts')
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('hits', 'integer', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('limit_counts_pk', ['scope', 'window_start', 'key'])
      .execute();
    await db.schema.createIndex('limit_counts_expiry').on('limit_counts').column('expires_at').execute();
    // The feedback caps' keys are HMACs under a salt made for the window: shared, so kept here until it ends.
    await db.schema
      .createTable('limit_salts')
      .addColumn('scope', 'text', (col) => col.notNull())
      .addColumn('window_start', 'bigint', (col) => col.notNull())
      .addColumn('salt', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'bigint', (col) => col.notNull())
      .addPrimaryKeyConstraint('limit_salts_pk', ['scope', 'window_start'])
      .execute();
  },
};
