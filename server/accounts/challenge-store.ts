import type { Db } from '../db/database.js';

/** A ceremony must finish this soon after its options were made; the browser's own timeout says the same. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = 'register' | 'sign-in' | 'add-passkey';
export type PendingChallenge = { accountId: string | null; displayName: string | null };

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * WebAuthn challenges in the database, so a ceremony may start on one instance and end on another.
 * Taking one deletes it in the same statement: whichever request takes it first gets it, and only once.
 */
export function createChallengeStore(db: Db, now: () => number) {
  return {
    async save(challenge: string, purpose: ChallengePurpose, pending: PendingChallenge) {
      const at = now();
      // Expired challenges are never taken; dropping them here keeps the table to the live ones.
      await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', iso(at)).execute();
      await db
        .insertInto('webauthn_challenges')
        .values({
          challenge,
          purpose,
          account_id: pending.accountId,
          display_name: pending.displayName,
          expires_at: iso(at + CHALLENGE_TTL_MS),
        })
        .execute();
    },

    /** The pending ceremony of a challenge, removed; undefined when unknown, of another purpose, used or expired. */
    async take(challenge: string, purpose: ChallengePurpose): Promise<PendingChallenge | undefined> {
      const row = await db
        .deleteFrom('webauthn_challenges')
        .where('challenge', '=', challenge)
        .where('purpose', '=', purpose)
        .returning(['account_id', 'display_name', 'expires_at'])
        .executeTakeFirst();
      if (!row || row.expires_at <= iso(now())) return undefined;
      return { accountId: row.account_id, displayName: row.display_name };
    },
  };
}

export type ChallengeStore = ReturnType<typeof createChallengeStore>;
