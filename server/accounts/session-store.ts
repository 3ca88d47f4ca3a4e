import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';

/** A session ends this long after its last use (sliding expiry). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60_000;
/** Its expiry moves at most this often: one write an hour per device, not one per request. */
export const SESSION_SLIDE_EVERY_MS = 60 * 60_000;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
export const randomId = (bytes = 16) => randomBytes(bytes).toString('base64url');
const iso = (ms: number) => new Date(ms).toISOString();

export type SessionRow = { id: string; accountId: string; lastSeenAt: string; expiresAt: string };

/** Sessions in the database, so every instance on one PostgreSQL knows them; only the token's hash is kept. */
export function createSessionStore(db: Db, now: () => number) {
  return {
    /**
     * A new session; the token (32 random bytes) goes to the cookie and nowhere else. `passkeyId` is
     * the passkey it signed in (or signed up) with; none for a pairing code.
     */
    async create(accountId: string, deviceLabel: string, passkeyId?: string) {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const row = {
        id: randomId(),
        token_hash: sha256(token),
        account_id: accountId,
        device_label: deviceLabel,
        created_at: iso(at),
        last_seen_at: iso(at),
        expires_at: iso(at + SESSION_IDLE_MS),
      };
      // Expired sessions are never read again; each sign-in clears them, so the table holds live ones.
      await db.deleteFrom('sessions').where('expires_at', '<=', iso(at)).execute();
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('sessions').values(row).execute();
        if (passkeyId)
          await trx.insertInto('session_passkeys').values({ session_id: row.id, credential_id: passkeyId }).execute();
      });
      return { token, id: row.id, expiresAt: row.expires_at };
    },

    /** The live session of a token, its expiry slid forward when it is due; undefined when unknown or expired. */
    async find(token: string): Promise<SessionRow | undefined> {
      const at = now();
      const row = await db
        .selectFrom('sessions')
        .select(['id', 'account_id', 'last_seen_at', 'expires_at'])
        .where('token_hash', '=', sha256(token))
        .where('expires_at', '>', iso(at))
        .executeTakeFirst();
      if (!row) return undefined;
      const session = {
        id: row.id,
        accountId: row.account_id,
        lastSeenAt: row.last_seen_at,
        expiresAt: row.expires_at,
      };
      if (at - Date.parse(row.last_seen_at) < SESSION_SLIDE_EVERY_MS) return session;
      const slid = { last_seen_at: iso(at), expires_at: iso(at + SESSION_IDLE_MS) };
      await db.updateTable('sessions').set(slid).where('id', '=', row.id).execute();
      return { ...session, lastSeenAt: slid.last_seen_at, expiresAt: slid.expires_at };
    },

    /** A passkey this session's device made: the account page says it is on this device. */
    async madeHere(sessionId: string, passkeyId: string) {
      await db.insertInto('session_passkeys').values({ session_id: sessionId, credential_id: passkeyId }).execute();
    },

    /** The passkeys this session signed in with or added. */
    async passkeysOf(sessionId: string): Promise<Set<string>> {
      const rows = await db
        .selectFrom('session_passkeys')
        .select('credential_id')
        .where('session_id', '=', sessionId)
        .execute();
      return new Set(rows.map((r) => r.credential_id));
    },

    /** Whether a token was a session of an account since deleted (and would still be live): only its holder can ask. */
    async ofDeletedAccount(token: string): Promise<boolean> {
      const row = await db
        .selectFrom('deleted_account_sessions')
        .select('token_hash')
        .where('token_hash', '=', sha256(token))
        .where('expires_at', '>', iso(now()))
        .executeTakeFirst();
      return row !== undefined;
    },

    async list(accountId: string) {
      return db
        .selectFrom('sessions')
        .select(['id', 'device_label', 'created_at', 'last_seen_at', 'expires_at'])
        .where('account_id', '=', accountId)
        .where('expires_at', '>', iso(now()))
        .orderBy('last_seen_at', 'desc')
        .execute();
    },

    /** Ends one session of this account; false when it has no such session. */
    async revoke(accountId: string, sessionId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('sessions')
        .where('id', '=', sessionId)
        .where('account_id', '=', accountId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Ends the session of a token, whatever its account: a device that signs in again replaces its session. */
    async revokeToken(token: string) {
      await db.deleteFrom('sessions').where('token_hash', '=', sha256(token)).execute();
    },

    async revokeAll(accountId: string) {
      await db.deleteFrom('sessions').where('account_id', '=', accountId).execute();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
