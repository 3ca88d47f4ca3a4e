import type { Db } from '../db/database.js';
import type { OriginPolicy } from '../http/origin.js';
import { createAccountStore } from './account-store.js';
import { createChallengeStore } from './challenge-store.js';
import { createPasskeyStore } from './passkey-store.js';
import { createRelyingParty } from './relying-party.js';
import { createSessions } from './session.js';

type Options = {
  db: Db;
  publicUrl: string | undefined;
  /** APP_ORIGIN: the web app's origin when it is not this server's. */
  appOrigin?: string;
  origins: OriginPolicy;
  now?: () => number;
};

/**
 * Everything the account routes share, built once per app. Other route modules (sync) take
 * `sessions.requireAccountHook` and `sessions.sameOrigin` from here.
 */
export function createAccounts({ db, publicUrl, appOrigin, origins, now = Date.now }: Options) {
  const relyingParty = createRelyingParty(publicUrl, origins, appOrigin);
  const sessions = createSessions(db, relyingParty.resolve, now);
  return {
    db,
    now,
    appOrigin,
    relyingParty,
    sessions,
    store: createAccountStore(db, sessions.store, now),
    challenges: createChallengeStore(db, now),
    passkeys: createPasskeyStore(db, now),
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
