import * as z from 'zod/mini';

/**
 * A 401 that says more than "not signed in": the session's account was deleted (on another device,
 * or in another tab). The server answers it only to a request that carries one of that account's
 * own session tokens (32 random bytes), so it tells nothing to anyone else, and nothing about any
 * other account (docs/decisions/0015-accounts.md, "What the account page says").
 */
export const ACCOUNT_DELETED = 'account-deleted';
export type SessionEndedReason = typeof ACCOUNT_DELETED;
export const ACCOUNT_DELETED_MESSAGE =
  'The account this device was signed in to was deleted; sign up again to sync your progress';

export const accountDeletedEnvelope = {
  status: false,
  message: ACCOUNT_DELETED_MESSAGE,
  data: { reason: ACCOUNT_DELETED },
} as const;

const endedSchema = z.object({ data: z.object({ reason: z.literal(ACCOUNT_DELETED) }) });

/** Why a 401's body says the session ended, when it says: the account was deleted. */
export function sessionEndedReason(body: unknown): SessionEndedReason | undefined {
  return endedSchema.safeParse(body).success ? ACCOUNT_DELETED : undefined;
}
