import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import ipaddr from 'ipaddr.js';
import { errorEnvelope } from '../api/envelope.js';

const WINDOW_MS = 60_000;
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
  /** For pages: false once it has answered 429 itself. */
  allow: (request: FastifyRequest, reply: FastifyReply) => boolean;
  /** Clients counted in the current window, for tests of the table's bound. */
  readonly tracked: number;
};

/**
 * A fixed one-minute window per client address, on every route that does work (not health checks
 * or the static files). Kept in memory: each instance limits on its own, which is enough to stop
 * one client from starving the others. docs/decisions/0012-rate-limit.md says why it is ours.
 */
export function createRateLimit(perMinute: number, maxClients = MAX_TRACKED_CLIENTS): RateLimit {
  let windowStart = Date.now();
  let counts = new Map<string, number>();

  function allow(request: FastifyRequest, reply: FastifyReply, json = false): boolean {
    if (perMinute === 0) return true;
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      counts = new Map();
    }
    let key = clientKey(request.ip);
    let count = counts.get(key);
    if (count === undefined && counts.size >= maxClients) {
      key = OVERFLOW;
      count = counts.get(key);
    }
    count = (count ?? 0) + 1;
    counts.set(key, count);
    reply.header('ratelimit-limit', perMinute).header('ratelimit-remaining', Math.max(0, perMinute - count));
    if (count <= perMinute) return true;
    const retryAfter = Math.ceil((windowStart + WINDOW_MS - now) / 1000);
    const message = `Too many requests: at most ${perMinute} a minute; try again in ${retryAfter} s`;
    reply.code(429).header('retry-after', retryAfter);
    if (json) reply.send(errorEnvelope(message));
    else reply.type('text/plain; charset=utf-8').send(message);
    return false;
  }

  return {
    // Callback style, like the response headers: no promise per request on the API's hot path.
    hook(request, reply, done) {
      if (allow(request, reply, true)) done();
    },
    allow,
    get tracked() {
      return counts.size;
    },
  };
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
