import { i18n } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { ACCOUNT_DELETED, type SessionEndedReason } from '../../contract/accounts/session-ended';

/** What went wrong, in the learner's words, with what to do; `kind` lets a screen react (a 401 signs out). */
export type AccountErrorKind =
  'offline' | 'rate-limited' | 'signed-out' | 'cancelled' | 'unsupported' | 'refused' | 'unavailable' | 'malformed';

export class AccountError extends Error {
  constructor(
    readonly kind: AccountErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

// Descriptors, not text: made when the module loads, before a locale is active; `i18n._` says them.
export const OFFLINE_MESSAGE = msg`You are offline, or the server cannot be reached. Account actions need a connection; your progress stays in this browser. Try again once you are online.`;
export const SIGNED_OUT_MESSAGE = msg`This device is no longer signed in (it was signed out from another device, or its session ended). Sign in again to keep syncing.`;
export const ACCOUNT_DELETED_MESSAGE = msg`The account this device was signed in to was deleted (on another device, or in another tab), so this device is signed out. The progress in this browser stays as it was; create an account again to keep it in sync.`;

/** What a 401 means for the learner: the account is gone, or only this device's session. */
export const signedOutMessage = (reason: SessionEndedReason | undefined) =>
  i18n._(reason === ACCOUNT_DELETED ? ACCOUNT_DELETED_MESSAGE : SIGNED_OUT_MESSAGE);

export const MALFORMED_MESSAGE = msg`The server sent an answer this page does not understand. Reload the page and try again.`;

export function rateLimitedMessage(seconds: number) {
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds >= 120
      ? plural(minutes, { one: '# minute', other: '# minutes' })
      : plural(seconds, { one: '# second', other: '# seconds' });
  return t`Too many attempts in a short time. Wait ${wait}, then try again.`;
}

/** Any failure as an AccountError, so every screen shows the same sentences. */
export function asAccountError(error: unknown): AccountError {
  if (error instanceof AccountError) return error;
  const detail = error instanceof Error ? error.message : '';
  return new AccountError(
    'refused',
    detail
      ? t`Something went wrong (${detail}). Reload the page and try again.`
      : t`Something went wrong. Reload the page and try again.`,
  );
}
