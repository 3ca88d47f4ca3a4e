import type { AccountView } from '../../contract/accounts/index.js';
import { type Db, eraseFromLog } from '../db/database.js';
import type { SessionStore } from './session-store.js';

/**
 * Every table whose rows name an account (the sync tables reference accounts(id) on delete cascade);
 * session_passkeys go with the sessions and passkeys they join.
 */
export const ACCOUNT_TABLES = ['accounts', 'passkeys', 'sessions', 'pairing_codes'] as const;

export function createAccountStore(db: Db, sessions: SessionStore, now: () => number) {
  return {
    /** What /account shows: the account, its passkeys and its signed-in devices, this one marked. */
    async view(accountId: string, currentSessionId: string): Promise<AccountView | undefined> {
      const account = await db
        .selectFrom('accounts')
        .select(['id', 'display_name', 'created_at'])
        .where('id', '=', accountId)
        .executeTakeFirst();
      if (!account) return undefined;
      const passkeys = await db
        .selectFrom('passkeys')
        .select(['credential_id', 'created_at', 'last_used_at', 'transports_json'])
        .where('account_id', '=', accountId)
        .orderBy('created_at')
        .execute();
      const devices = await sessions.list(accountId);
      const usedHere = await sessions.passkeysOf(currentSessionId);
      return {
        id: account.id,
        displayName: account.display_name,
        createdAt: account.created_at,
        passkeys: passkeys.map((passkey) => ({
          id: passkey.credential_id,
          createdAt: passkey.created_at,
          lastUsedAt: passkey.last_used_at,
          transports: JSON.parse(passkey.transports_json) as string[],
          thisDevice: usedHere.has(passkey.credential_id),
        })),
        devices: devices.map((device) => ({
          id: device.id,
          label: device.device_label,
          createdAt: device.created_at,
          lastSeenAt: device.last_seen_at,
          expiresAt: device.expires_at,
          current: device.id === currentSessionId,
        })),
      };
    },

    async rename(accountId: string, displayName: string) {
      await db.updateTable('accounts').set({ display_name: displayName }).where('id', '=', accountId).execute();
    },

    /**
     * Deletes the account and, by cascade, every row that references it (passkeys, sessions,
     * pairing codes, synced progress), in one transaction: all of it or nothing. SQLite zeroes the
     * deleted bytes (secure_delete); the checkpoint then takes their earlier copies out of the log.
     * Its sessions' token hashes stay, with nothing else, until the sessions would have ended: a
     * device signed in to it is then told the account was deleted (server/accounts/session.ts).
     */
    async delete(accountId: string) {
      await db.transaction().execute(async (trx) => {
        const at = new Date(now()).toISOString();
        await trx.deleteFrom('deleted_account_sessions').where('expires_at', '<=', at).execute();
        await trx
          .insertInto('deleted_account_sessions')
          .columns(['token_hash', 'expires_at'])
          .expression((eb) =>
            eb.selectFrom('sessions').select(['token_hash', 'expires_at']).where('account_id', '=', accountId),
          )
          .execute();
        await trx.deleteFrom('webauthn_challenges').where('account_id', '=', accountId).execute();
        await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
      });
      await eraseFromLog(db);
    },
  };
}

export type AccountStore = ReturnType<typeof createAccountStore>;
