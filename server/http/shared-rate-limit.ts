import type { onRequestHookHandler } from 'fastify';
import { type SharedLimits, windowOf } from '../limits/shared-limits.js';
import { clientKey, createRateLimit, refuse, WINDOW_MS } from './rate-limit.js';

/**
 * A small per-minute limit of a few rare routes (sign-up and sign-in, pairing redeem), decided by
 * the database on PostgreSQL: one atomic count for every instance, exact, at the cost of a round
 * trip on routes that write to the database anyway. When the database does not answer within
 * TAKE_TIMEOUT_MS, this instance's own count in memory decides, as it did before issue 34
 * (docs/decisions/0021-shared-limits.md). Without a shared store it is the in-memory limit.
 */
export function createSharedRateLimit(perMinute: number, scope: string, shared?: SharedLimits): onRequestHookHandler {
  const local = createRateLimit(perMinute, { scope });
  if (!shared || perMinute === 0) return local.hook;
  return async (request, reply) => {
    const now = Date.now();
    const here = local.count(request.ip, now);
    let allowed: boolean;
    try {
      const tries = [[{ key: clientKey(request.ip), limit: perMinute }]];
      [allowed = false] = await shared.inTime(shared.take(scope, WINDOW_MS, tries, now));
    } catch (error) {
      shared.onError(error);
      allowed = here <= perMinute;
    }
    if (allowed) return;
    refuse(reply, perMinute, windowOf(now, WINDOW_MS).end - now, true);
    return reply;
  };
}
