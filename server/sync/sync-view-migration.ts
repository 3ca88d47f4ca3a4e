import { sql, type Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Each account's view kept as its uploads are committed (issue 31, docs/decisions/0016-sync-merge.md,
 * "The view, kept"): a pull reads these few rows instead of replaying every record. `part` is
 * answers or cards (one row a topic), activity or resets (one row each). The account notes which
 * revision of the view's rules built its rows (0: none yet, built on its next pull or upload) and
 * how many records it holds. A rating row names its card (topic and question), so an upload replays
 * one card from that card's own ratings: a prefix of `key` would not do on PostgreSQL, whose text
 * order under a locale's collation ignores the line feed between the parts.
 */
export const syncViewMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('sync_views')
      .addColumn('account_id', 'text', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
      .addColumn('part', 'text', (col) => col.notNull())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('value', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('sync_views_pk', ['account_id', 'part', 'key'])
      .execute();
    await db.schema
      .alterTable('accounts')
      .addColumn('sync_view_revision', 'integer', (col) => col.notNull().defaultTo(sql`0`))
      .execute();
    await db.schema
      .alterTable('accounts')
      .addColumn('sync_records_count', 'integer', (col) => col.notNull().defaultTo(sql`0`))
      .execute();
    await db.schema.alterTable('sync_records').addColumn('card', 'text').execute();
    // A rating's key is topic, question and time, each after a line feed; the time is digits.
    await sql`update sync_records
      set card = substr(rtrim(key, '0123456789'), 1, length(rtrim(key, '0123456789')) - 1)
      where kind = 'ratings'`.execute(db);
    await db.schema.createIndex('sync_records_card').on('sync_records').columns(['account_id', 'card']).execute();
  },
};
