import type { FastifyInstance } from 'fastify';
import type { RateLimit } from '../http/rate-limit.js';
import { createSharedRateLimit } from '../http/shared-rate-limit.js';
import type { SharedLimits } from '../limits/shared-limits.js';
import { registerAccountRoutes } from './account-routes.js';
import type { Accounts } from './accounts.js';
import { registerCeremonyRoutes } from './ceremony-routes.js';
import { credentialedHeaders, registerCredentialedPreflight } from './cors.js';
import { registerPairingRoutes } from './pairing-routes.js';

/** Requests a minute per client address on the sign-up and sign-in ceremonies (two requests each). */
export const CEREMONY_LIMIT_PER_MINUTE = 30;
/** Attempts a minute per client address at redeeming a pairing code. */
export const REDEEM_LIMIT_PER_MINUTE = 10;

/**
 * Every account route. The app's rate limit (RATE_LIMIT) covers them all; the ceremonies and pairing
 * redeem have a tighter one of their own on top, off only when RATE_LIMIT is 0; on PostgreSQL every
 * instance counts them together (`shared`).
 */
export function registerAllAccountRoutes(
  app: FastifyInstance,
  accounts: Accounts,
  limit: RateLimit,
  perMinute: number,
  shared?: SharedLimits,
) {
  const headers = credentialedHeaders(accounts.appOrigin);
  registerCredentialedPreflight(app, accounts.appOrigin, '/api/account');
  const tighter = (cap: number, scope: string) =>
    createSharedRateLimit(perMinute === 0 ? 0 : Math.min(perMinute, cap), scope, shared);
  const signedIn = [headers, limit.hook];
  const ceremony = [headers, limit.hook, tighter(CEREMONY_LIMIT_PER_MINUTE, 'ceremony')];
  registerAccountRoutes(app, accounts, signedIn);
  registerCeremonyRoutes(app, accounts, { ceremony, signedIn });
  registerPairingRoutes(app, accounts, {
    redeem: [headers, limit.hook, tighter(REDEEM_LIMIT_PER_MINUTE, 'redeem')],
    signedIn,
  });
}
