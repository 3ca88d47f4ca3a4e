import { randomInt } from 'node:crypto';
import { PAIRING_ALPHABET, PAIRING_CODE_LENGTH } from '../../contract/accounts/index.js';
import type { Db } from '../db/database.js';
import { sha256 } from './session-store.js';

/** A pairing code works once, within this time (docs/decisions/0015-accounts.md has the arithmetic). */
export const PAIRING_TTL_MS = 5 * 60_000;

const iso = (ms: number) => new Date(ms).toISOString();

/** 12 characters drawn uniformly from 32 (crypto.randomInt): 60 bits. */
export function newPairingCode(): string {
  return Array.from({ length: PAIRING_CODE_LENGTH }, () => PAIRING_ALPHABET[randomInt(PAIRING_ALPHABET.length)]).join(
    '',
  );
}

/** As a learner reads it: 7KQ4-M2XD-9PHA. */
export const groupCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

/** Codes are kept hashed, like session tokens; redeeming one marks it used in the same statement. */
export function createPairingStore(db: Db, now: () => number) {
  return {
    async create(accountId: string) {
      const at = now();
      // One live code per account: a new one cancels the last, and expired codes of anyone go.
      await db
        .deleteFrom('pairing_codes')
        .where((eb) => eb.or([eb('expires_at', '<=', iso(at)), eb('account_id', '=', accountId)]))
        .execute();
      const code = newPairingCode();
      const expiresAt = iso(at + PAIRING_TTL_MS);
      await db
        .insertInto('pairing_codes')
        .values({ code_hash: sha256(code), account_id: accountId, expires_at: expiresAt, used_at: null })
        .execute();
      return { code, expiresAt };
    },

    /** The account a code signs in to, or undefined when it is unknown, used or expired. */
    async redeem(code: string): Promise<string | undefined> {
      const at = iso(now());
      const row = await db
        .updateTable('pairing_codes')
        .set({ used_at: at })
        .where('code_hash', '=', sha256(code))
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .returning('account_id')
        .executeTakeFirst();
      return row?.account_id;
    },
  };
}
