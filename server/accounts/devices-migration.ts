import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * Issue 32 (docs/decisions/0015-accounts.md, "What the account page says"): which passkeys each
 * session made or signed in with, so the page says "on this device" only where it is true, and the
 * token hashes of the sessions of deleted accounts, so their devices can be told so.
 */
export const accountDevicesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('session_passkeys')
      .addColumn('session_id', 'text', (col) => col.notNull().references('sessions.id').onDelete('cascade'))
      .addColumn('credential_id', 'text', (col) =>
        col.notNull().references('passkeys.credential_id').onDelete('cascade'),
      )
      .addPrimaryKeyConstraint('session_passkeys_pk', ['session_id', 'credential_id'])
      .execute();
    await db.schema.createIndex('session_passkeys_credential').on('session_passkeys').column('credential_id').execute();
    // Only the hash of a session's random token and when the session would have ended: nothing that
    // names or links to the deleted account.
    await db.schema
      .createTable('deleted_account_sessions')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .execute();
  },
};
