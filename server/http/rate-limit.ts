import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import ipaddr from 'ipaddr.js';
import { errorEnvelope } from '../api/envelope.js';
import { createSettledCounts } from '../limits/settled-counts.js';
import type { SharedLimits } from '../limits/shared-limits.js';

export const WINDOW_MS = 60_000;
/**
 * Clients counted per window. An entry costs about 100 bytes, so the table stays under about 10 MB
 * whatever arrives; once it is full, clients it does not know share one count (see clientKey).
 */
export const MAX_TRACKED_CLIENTS = 100_000;
/** What no client address can be: the shared count of clients past the table's size. */
const OVERFLOW = 'overflow';
/** The longest text form of an IPv6 address; anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 45;

export type RateLimit = {
  /** The route-level hook for API routes: 429 JSON past the limit. */
  hook: onRequestHookHandler;
  /** For pages: false once it has answered 429 itself (a promise only near a shared limit). */
  allow: (request: FastifyRequest, reply: FastifyReply) => boolean | Promise<boolean>;
  /** Counts one request of an address without answering: its count in the window. */
  count: (ip: string, now: number) => number;
  /** Clients counted in the current window, for tests of the table's bound. */
  readonly tracked: number;
  /** Settles this instance's counts with the other instances' now (tests, shutdown). */
  settle: () => Promise<void>;
  close: () => Promise<void>;
};

type Options = { maxClients?: number; shared?: SharedLimits; scope?: string };

/**
 * A fixed one-minute window (aligned on the clock) per client address, on every route that does
 * work (not health checks or the static files). Counted in memory, so no request waits on the
 * database; on PostgreSQL the counts are settled with the other instances' every 200 ms
 * (server/limits/settled-counts.ts), so every instance limits on the same count, give or take what
 * the others counted since (docs/decisions/0021-shared-limits.md). Decision 0012 says why it is ours.
 */
export function createRateLimit(perMinute: number, options: Options = {}): RateLimit {
  const { maxClients = MAX_TRACKED_CLIENTS, shared, scope = 'rate' } = options;
  // A busy client is settled once it has used a tenth of its minute here since the last settle.
  const urgentAt = Math.max(1, Math.ceil(perMinute / 10));
  const counts = createSettledCounts({ scope, windowMs: WINDOW_MS, shared, urgentAt });

  const keyOf = (ip: string) => {
    const key = clientKey(ip);
    return counts.size >= maxClients && !counts.has(key) ? OVERFLOW : key;
  };
  /** Counts one request of this address; answers its count in the window. */
  const count = (ip: string, now: number) => counts.hit(keyOf(ip), now);

  function answer(reply: FastifyReply, hits: number, now: number, json: boolean): boolean {
    reply.header('ratelimit-limit', perMinute).header('ratelimit-remaining', Math.max(0, perMinute - hits));
    if (hits <= perMinute) return true;
    refuse(reply, perMinute, counts.end(now) - now, json);
    return false;
  }

  function allow(request: FastifyRequest, reply: FastifyReply, json = false): boolean | Promise<boolean> {
    if (perMinute === 0) return true;
    const now = Date.now();
    const key = keyOf(request.ip);
    // The last hits before the limit wait for the shared total, so the limit is not passed on a stale count.
    if (shared) {
      const known = counts.get(key, now);
      if (known < perMinute && known >= perMinute - urgentAt) {
        return counts.hitSettled(key, now).then((hits) => answer(reply, hits, now, json));
      }
    }
    return answer(reply, counts.hit(key, now), now, json);
  }

  return {
    // Callback style, like the response headers: no promise per request on the API's hot path.
    hook(request, reply, done) {
      const allowed = allow(request, reply, true);
      if (allowed === true) done();
      else if (allowed !== false) allowed.then((yes) => yes && done(), done);
    },
    allow,
    count,
    get tracked() {
      return counts.size;
    },
    settle: counts.settle,
    close: counts.close,
  };
}

/** Answers 429 with how long until the window ends: JSON for the API, text for pages. */
export function refuse(reply: FastifyReply, perMinute: number, msLeft: number, json: boolean) {
  const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
  const message = `Too many requests: at most ${perMinute} a minute; try again in ${retryAfter} s`;
  reply.code(429).header('retry-after', retryAfter);
  if (json) reply.send(errorEnvelope(message));
  else reply.type('text/plain; charset=utf-8').send(message);
}

/**
 * The address a client is counted under. An IPv6 client usually holds a whole /64, so it is
 * counted by that prefix; an IPv4-mapped address counts as its IPv4 address. What is not an
 * address at all (a misconfigured proxy chain can pass any text) shares the overflow count.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip.length <= MAX_ADDRESS_LENGTH ? ip : OVERFLOW;
  if (ip.length > MAX_ADDRESS_LENGTH || !ipaddr.IPv6.isValid(ip)) return OVERFLOW;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${address.parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`;
}

/**
 * The network a client is in, for limits that many addresses of one holder must share: an IPv4
 * address's /24 (the smallest prefix routed between networks) and an IPv6 client's /48 (a whole
 * site's allocation, which a tunnel broker hands out for free: 65,536 /64s). What is not an address
 * shares the overflow network.
 */
export function networkKey(ip: string): string {
  const client = clientKey(ip);
  if (client.endsWith('::/64')) return `${client.split(':').slice(0, 3).join(':')}::/48`;
  if (!ipaddr.IPv4.isValidFourPartDecimal(client)) return OVERFLOW;
  return `${client.slice(0, client.lastIndexOf('.'))}.0/24`;
}
