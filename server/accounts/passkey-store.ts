import type { Db } from '../db/database.js';
import { CeremonyError, type StoredPasskey } from './ceremonies.js';

const iso = (ms: number) => new Date(ms).toISOString();

export const PASSKEY_TAKEN = 'This passkey already belongs to an account';
/** SQLite's and PostgreSQL's codes for a duplicate primary key. */
const DUPLICATE_KEY = new Set(['SQLITE_CONSTRAINT_PRIMARYKEY', 'SQLITE_CONSTRAINT_UNIQUE', '23505']);

/** The same passkey registered twice at once passes isKnown in both; the primary key decides, and says so. */
const taken = (error: unknown): never => {
  if (DUPLICATE_KEY.has(String((error as { code?: unknown }).code))) throw new CeremonyError(PASSKEY_TAKEN);
  throw error;
};

export function createPasskeyStore(db: Db, now: () => number) {
  /** Signing up signs in with the new passkey: that is its first use. An added one is not used yet. */
  const row = (accountId: string, passkey: StoredPasskey, signsIn: boolean) => {
    const at = iso(now());
    return {
      credential_id: passkey.id,
      account_id: accountId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports_json: JSON.stringify(passkey.transports),
      created_at: at,
      last_used_at: signsIn ? at : null,
    };
  };
  const isKnown = async (credentialId: string) =>
    (await db
      .selectFrom('passkeys')
      .select('credential_id')
      .where('credential_id', '=', credentialId)
      .executeTakeFirst()) !== undefined;

  return {
    isKnown,
    /** A new account with its first passkey, both or neither. */
    async createAccount(accountId: string, displayName: string, passkey: StoredPasskey) {
      await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('accounts')
            .values({ id: accountId, display_name: displayName, created_at: iso(now()) })
            .execute();
          await trx
            .insertInto('passkeys')
            .values(row(accountId, passkey, true))
            .execute();
        })
        .catch(taken);
    },
    async add(accountId: string, passkey: StoredPasskey) {
      await db
        .insertInto('passkeys')
        .values(row(accountId, passkey, false))
        .execute()
        .catch(taken);
    },
    async find(credentialId: string): Promise<(StoredPasskey & { accountId: string }) | undefined> {
      const found = await db
        .selectFrom('passkeys')
        .select(['credential_id', 'account_id', 'public_key', 'counter', 'transports_json'])
        .where('credential_id', '=', credentialId)
        .executeTakeFirst();
      if (!found) return undefined;
      return {
        id: found.credential_id,
        accountId: found.account_id,
        publicKey: found.public_key,
        counter: Number(found.counter),
        transports: JSON.parse(found.transports_json) as string[],
      };
    },
    /**
     * Two sign-ins verified at once against the same stored counter may finish in either order: the
     * counter only moves up (in the statement, not read-then-write), the use is recorded either way.
     */
    async used(credentialId: string, counter: number) {
      await db
        .updateTable('passkeys')
        .set((eb) => ({
          counter: eb.case().when('counter', '<', counter).then(counter).else(eb.ref('counter')).end(),
          last_used_at: iso(now()),
        }))
        .where('credential_id', '=', credentialId)
        .execute();
    },
    /**
     * Removes one passkey of the account, unless it is the last: without a passkey the account is out
     * of reach once its sessions end (a pairing code needs a signed-in device). The account row is
     * locked first (a no-op update), so two removals at once on PostgreSQL cannot both see two passkeys.
     */
    async remove(accountId: string, credentialId: string): Promise<'removed' | 'unknown' | 'last'> {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('accounts')
          .set((eb) => ({ display_name: eb.ref('display_name') }))
          .where('id', '=', accountId)
          .execute();
        const ids = await trx
          .selectFrom('passkeys')
          .select('credential_id')
          .where('account_id', '=', accountId)
          .execute();
        if (!ids.some((row) => row.credential_id === credentialId)) return 'unknown';
        if (ids.length === 1) return 'last';
        await trx
          .deleteFrom('passkeys')
          .where('account_id', '=', accountId)
          .where('credential_id', '=', credentialId)
          .execute();
        return 'removed';
      });
    },
    /** Transports of an account's passkeys, so the browser does not offer to register one twice. */
    async ofAccount(accountId: string) {
      const rows = await db
        .selectFrom('passkeys')
        .select(['credential_id', 'transports_json'])
        .where('account_id', '=', accountId)
        .execute();
      return rows.map((r) => ({ id: r.credential_id, transports: JSON.parse(r.transports_json) as string[] }));
    },
  };
}
