import type { onRequestHookHandler } from 'fastify';
import type { Accounts } from '../accounts/accounts.js';
import { signedInOf } from '../accounts/session.js';
import type { RateLimit } from '../http/rate-limit.js';
import type { SyncGuards } from './sync-routes.js';

/** A learner's progress is never stored by a cache. */
const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

/** The sync routes' guards from the accounts (server/accounts/session.ts) and the app's rate limit. */
export function syncGuards(accounts: Accounts, limit: RateLimit): SyncGuards {
  return {
    onRequest: [limit.hook, noStore],
    requireAccount: accounts.sessions.requireAccountHook,
    sameOrigin: accounts.sessions.sameOrigin,
    accountOf: (request) => signedInOf(request).accountId,
  };
}
