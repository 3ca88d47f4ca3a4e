import type { FastifyInstance } from 'fastify';
import type { QuizStore } from '../api/quiz-store.js';
import type { Accounts } from '../accounts/accounts.js';
import { credentialedHeaders, registerCredentialedPreflight } from '../accounts/cors.js';
import { signedInOf } from '../accounts/session.js';
import type { Db } from '../db/database.js';
import type { RateLimit } from '../http/rate-limit.js';
import { SYNC_ROUTES } from '../../contract/sync/sync-schema.js';
import { registerSyncRoutes } from './sync-routes.js';
import { createSyncStore } from './sync-store.js';

/**
 * The sync routes with the accounts' guards (server/accounts/session.ts) and the app's rate limit:
 * no-store and no CORS but for APP_ORIGIN's credentialed calls, as on the account routes.
 */
export function registerSync(app: FastifyInstance, db: Db, quiz: QuizStore, accounts: Accounts, limit: RateLimit) {
  registerCredentialedPreflight(app, accounts.appOrigin, SYNC_ROUTES.sync);
  // A card no replay can give (a record stored before uploads were checked for it) is left out of the view.
  const onUnreplayable = (accountId: string, card: string, reason: string) =>
    app.log.warn(
      { accountId, card: card.replace('\n', '/'), reason },
      'A synced card could not be replayed; the view leaves it out',
    );
  registerSyncRoutes(app, createSyncStore(db, { onUnreplayable }), quiz, {
    onRequest: [limit.hook, credentialedHeaders(accounts.appOrigin)],
    requireAccount: accounts.sessions.requireAccountHook,
    sameOrigin: accounts.sessions.sameOrigin,
    accountOf: (request) => signedInOf(request).accountId,
  });
}
