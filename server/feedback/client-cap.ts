import { createHmac, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { clientKey, networkKey } from '../http/rate-limit.js';

/** How much one holder may add in a window: in all, and to one thing (a question). */
export type Allowance = { total: number; perThing: number };

export type CapOptions = {
  windowMs: number;
  /** One address (an IPv6 client: its /64). */
  client: Allowance;
  /** Every address of one network together (IPv4 /24, IPv6 /48): what many addresses of one holder share. */
  network: Allowance;
  /** Entries of the clients' and networks' totals, and of their counts per thing: the table's bound. */
  maxTotals: number;
  maxPairs: number;
  now?: () => number;
};

/**
 * Caps what one client, and one network, may add in a window, without keeping an address: each
 * entry is keyed by an HMAC under a random salt made in memory for the window and never stored.
 * When the window ends, the salt and every entry are dropped, so no key can be matched to an
 * address afterwards, nor linked to the same client's next window. The entries live in two
 * least-recently-used tables of fixed size (docs/decisions/0017-feedback.md): past their size the
 * least recent entry is forgotten, so a fresh client is always counted, and the totals, which every
 * take of an active holder reads, are in a table of their own that counts per thing cannot churn.
 * Held per instance: with N instances behind a balancer a client can add N times the cap.
 */
export function createClientCap(options: CapOptions) {
  const { windowMs, client: perClient, network: perNetwork, maxTotals, maxPairs, now = Date.now } = options;
  // Windows aligned on the clock, as the shared count's are (server/limits/shared-limits.ts).
  const open = () => ({
    start: Math.floor(now() / windowMs) * windowMs,
    salt: randomBytes(32),
    totals: new LRUCache<string, number>({ max: maxTotals }),
    pairs: new LRUCache<string, number>({ max: maxPairs }),
  });
  let window = open();

  // A fresh 16-character string (a slice of the digest's text would keep the whole text alive).
  const key = (w: typeof window, ...parts: string[]) => {
    const hmac = createHmac('sha256', w.salt);
    for (const part of parts) hmac.update(part).update('\u0000');
    return hmac.digest().toString('base64url', 0, 12);
  };

  /**
   * What one request of this address may add: the address's and its network's keys are made once,
   * then each take costs two HMACs (the pairs). Use it within the request (a window may end after).
   */
  function client(ip: string) {
    if (now() - window.start >= windowMs) window = open();
    const w = window;
    const holders = [
      { total: key(w, 'client', clientKey(ip)), allowance: perClient },
      { total: key(w, 'network', networkKey(ip)), allowance: perNetwork },
    ];
    /** Counts one more for this thing; false when the client's or its network's allowance is spent. */
    const take = (thing: string): boolean => {
      // Reading the totals (get) keeps them recent: an active flooder's spent allowance is never forgotten.
      const entries = holders.map(({ total, allowance }) => {
        const pair = key(w, total, thing);
        return { total, pair, allowance, byTotal: w.totals.get(total) ?? 0, byPair: w.pairs.get(pair) ?? 0 };
      });
      if (entries.some((e) => e.byTotal >= e.allowance.total || e.byPair >= e.allowance.perThing)) return false;
      for (const e of entries) {
        w.totals.set(e.total, e.byTotal + 1);
        w.pairs.set(e.pair, e.byPair + 1);
      }
      return true;
    };
    return Object.assign(take, { holders });
  }

  /** Whether the address's or its network's total is spent in this window (reads, counts nothing). */
  function spent(ip: string): boolean {
    const take = client(ip);
    return take.holders.some(({ total, allowance }) => (window.totals.get(total) ?? 0) >= allowance.total);
  }

  return {
    client,
    spent,
    /** Entries held now, for tests of the bound. */
    get size() {
      return { totals: window.totals.size, pairs: window.pairs.size };
    },
    /** The keys held, for tests: hashes, never an address. */
    keys: () => [...window.totals.keys(), ...window.pairs.keys()],
    /** Seconds until the window ends, for Retry-After. */
    retryAfter: () => Math.max(1, Math.ceil((window.start + windowMs - now()) / 1000)),
  };
}

export type ClientCap = ReturnType<typeof createClientCap>;
