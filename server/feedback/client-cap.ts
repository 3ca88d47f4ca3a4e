import { createHmac, randomBytes } from 'node:crypto';
import { clientKey } from '../http/rate-limit.js';

export type CapOptions = {
  windowMs: number;
  /** Counted per client and thing (a question) in a window. */
  perThing: number;
  /** Counted per client in a window, whatever the thing. */
  perClient: number;
  /** Entries held at most; past it nothing new is counted until the window ends (a flood evicts no one). */
  maxEntries: number;
  now?: () => number;
};

/**
 * Caps what one client address may add in a window, without keeping the address: each entry is
 * keyed by an HMAC of the address (an IPv6 client by its /64) under a random salt made in memory
 * for the window and never stored. When the window ends, the salt and every entry are dropped, so
 * no key can be matched to an address afterwards, nor linked to the same client's next window.
 * Held per instance: with N instances behind a balancer a client can add N times the cap.
 */
export function createClientCap({ windowMs, perThing, perClient, maxEntries, now = Date.now }: CapOptions) {
  let windowStart = now();
  let salt = randomBytes(32);
  let counts = new Map<string, number>();
  const key = (client: string, thing: string) =>
    createHmac('sha256', salt).update(client).update('\u0000').update(thing).digest('base64url').slice(0, 16);

  function rotate() {
    if (now() - windowStart < windowMs) return;
    windowStart = now();
    salt = randomBytes(32);
    counts = new Map();
  }

  /** Counts one more for this address and thing; false when a cap or the table's size says no. */
  function take(ip: string, thing: string): boolean {
    rotate();
    const client = clientKey(ip);
    const clientEntry = key(client, '');
    const thingEntry = key(client, thing);
    const byClient = counts.get(clientEntry) ?? 0;
    const byThing = counts.get(thingEntry) ?? 0;
    if (byClient >= perClient || byThing >= perThing) return false;
    const fresh = (byClient === 0 ? 1 : 0) + (byThing === 0 ? 1 : 0);
    if (counts.size + fresh > maxEntries) return false;
    counts.set(clientEntry, byClient + 1);
    counts.set(thingEntry, byThing + 1);
    return true;
  }

  return {
    take,
    /** Entries held now, for tests of the bound. */
    get size() {
      return counts.size;
    },
    /** The keys held, for tests: hashes, never an address. */
    keys: () => [...counts.keys()],
    /** Seconds until the window ends, for Retry-After. */
    retryAfter: () => Math.max(1, Math.ceil((windowStart + windowMs - now()) / 1000)),
  };
}

export type ClientCap = ReturnType<typeof createClientCap>;
