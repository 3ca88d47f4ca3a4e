import { createHmac } from 'node:crypto';
import { clientKey, networkKey } from '../http/rate-limit.js';
import type { SharedLimits } from '../limits/shared-limits.js';
import { type CapOptions, createClientCap } from './client-cap.js';

const key = (salt: Buffer, ...parts: string[]) => {
  const hmac = createHmac('sha256', salt);
  for (const part of parts) hmac.update(part).update('\u0000');
  return hmac.digest().toString('base64url', 0, 12);
};

/**
 * A client cap (client-cap.ts) that every instance on one PostgreSQL counts together: the same
 * HMAC keys, under a salt the instances share for the window (stored in limit_salts until the
 * window ends), counted in limit_counts by one transaction per request. The cap in memory counts
 * what the shared count took, refuses a spent total without asking, and decides alone when there is
 * no shared store or the database does not answer in time
 * (docs/decisions/0021-shared-limits.md).
 */
export function createSharedCap(scope: string, options: CapOptions, shared?: SharedLimits) {
  const local = createClientCap(options);
  const { windowMs, client, network, now = Date.now } = options;

  async function sharedTake(store: SharedLimits, ip: string, things: string[], at: number) {
    const salt = await store.salt(scope, windowMs, at);
    const holders = [
      { total: key(salt, 'client', clientKey(ip)), allowance: client },
      { total: key(salt, 'network', networkKey(ip)), allowance: network },
    ];
    const tries = things.map((thing) =>
      holders.flatMap(({ total, allowance }) => [
        { key: total, limit: allowance.total },
        { key: key(salt, total, thing), limit: allowance.perThing },
      ]),
    );
    return store.take(scope, windowMs, tries, at);
  }

  /** Counts one more of each thing in order; false for those past the client's or its network's allowance. */
  async function take(ip: string, things: string[]): Promise<boolean[]> {
    const here = local.client(ip);
    if (!shared) return things.map((thing) => here(thing));
    // While the database answers, the cap in memory counts only what the shared count took, so it is
    // never ahead of it: a total it sees spent is spent, and a flooder costs no transaction.
    if (local.spent(ip)) return things.map(() => false);
    try {
      const taken = await shared.inTime(sharedTake(shared, ip, things, now()));
      things.forEach((thing, at) => taken[at] && here(thing));
      return taken;
    } catch (error) {
      shared.onError(error);
      return things.map((thing) => here(thing));
    }
  }

  return { take, local, retryAfter: local.retryAfter };
}

export type SharedCap = ReturnType<typeof createSharedCap>;
