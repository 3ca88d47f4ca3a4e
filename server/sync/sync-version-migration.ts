import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A version of each account's synced progress (docs/decisions/0016-sync-merge.md, "Pulls"): bumped
 * in the transaction of every upload that stores something, so GET /api/sync can answer 304 from one
 * read of the account's row, on every instance alike (nothing is kept per instance).
 */
export const syncVersionMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('accounts')
      .addColumn('sync_version', 'integer', (col) => col.notNull().defaultTo(sql`0`))
      .execute();
  },
};
