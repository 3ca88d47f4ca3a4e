import type { FastifyRequest } from 'fastify';
import { HOST_HEADER } from '../config.js';

/**
 * With neither PUBLIC_URL nor ALLOWED_HOSTS, the first origins seen are learnt, up to this many (an
 * address or two and a name cover a self-hosted instance; loopback names need no place). Beyond it
 * a new Host is refused, so no flood of made-up hosts can make the server render and compress
 * answers per host.
 */
export const MAX_LEARNT_ORIGINS = 16;
/** A learnt origin unused this long gives up its place, so made-up hosts cannot hold them for good. */
export const FORGET_LEARNT_AFTER_MS = 10 * 60_000;
/** localhost, 127.0.0.0/8 and [::1], with any port: a server started on this machine always answers them. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i;
/** Loopback origins are few in practice; any port is accepted, so their memo is cleared past this. */
const MAX_LOOPBACK_MEMO = 64;

export class OriginError extends Error {
  constructor(
    readonly statusCode: 400 | 421,
    message: string,
  ) {
    super(message);
  }
}

const BAD_HOST = 'The Host header is missing or malformed; send the host name of this server';
const BAD_PROTO = 'X-Forwarded-Proto must be http or https';
const NOT_LISTED = 'Misdirected request: this server answers only for the host names its operator set in ALLOWED_HOSTS';
const TOO_MANY =
  `Misdirected request: this server already answers for ${MAX_LEARNT_ORIGINS} host names, each kept until ` +
  `unused for ${FORGET_LEARNT_AFTER_MS / 60_000} minutes; its operator can set PUBLIC_URL or ALLOWED_HOSTS`;

type Options = { publicUrl?: string; allowedHosts?: string[]; trustProxy?: unknown; now?: () => number };
type Learnt = { origin: string; lastUsed: number };

/**
 * Which origin an answer is built for (logo URLs are absolute), and which requests the server
 * answers at all. The host comes from the Host header only (X-Forwarded-Host is ignored: a proxy
 * that passes it through lets any client write it); the protocol from X-Forwarded-Proto when a
 * trusted proxy sends it, and only http or https.
 */
export function createOriginPolicy({ publicUrl, allowedHosts, trustProxy, now = Date.now }: Options) {
  const allowed = allowedHosts && new Set(allowedHosts);
  // Checked once per host and protocol: the hot path of every data request.
  const origins = { http: new Map<string, Learnt>(), https: new Map<string, Learnt>() };
  const loopback = { http: new Map<string, string>(), https: new Map<string, string>() };
  const accepted = new Set<string>();

  function acceptHost(host: string | undefined): asserts host is string {
    if (host === undefined || !HOST_HEADER.test(host)) throw new OriginError(400, BAD_HOST);
    if (allowed && !allowed.has(host.toLowerCase())) throw new OriginError(421, NOT_LISTED);
  }

  /** Room for one more learnt origin, once those unused for the window are forgotten. */
  function hasRoom(): boolean {
    if (allowed || origins.http.size + origins.https.size < MAX_LEARNT_ORIGINS) return true;
    const stale = now() - FORGET_LEARNT_AFTER_MS;
    for (const known of [origins.http, origins.https]) {
      for (const [host, learnt] of known) if (learnt.lastUsed < stale) known.delete(host);
    }
    return origins.http.size + origins.https.size < MAX_LEARNT_ORIGINS;
  }

  function originOf(request: FastifyRequest): string {
    const host = request.headers.host;
    if (publicUrl) {
      if (allowed && !accepted.has(host!)) {
        acceptHost(host);
        if (accepted.size >= 256) accepted.clear();
        accepted.add(host);
      }
      return publicUrl;
    }
    const protocol = request.protocol;
    if (protocol !== 'https' && protocol !== 'http') throw new OriginError(400, BAD_PROTO);
    const known = origins[protocol];
    const learnt = known.get(host!);
    if (learnt) {
      if (!allowed) learnt.lastUsed = now();
      return learnt.origin;
    }
    const local = loopback[protocol].get(host!);
    if (local) return local;
    acceptHost(host);
    const origin = `${protocol}://${host.toLowerCase()}`;
    if (!allowed && LOOPBACK_HOST.test(host)) {
      if (loopback[protocol].size >= MAX_LOOPBACK_MEMO) loopback[protocol].clear();
      loopback[protocol].set(host, origin);
      return origin;
    }
    if (!hasRoom()) throw new OriginError(421, TOO_MANY);
    known.set(host, { origin, lastUsed: now() });
    return origin;
  }

  return {
    originOf,
    /**
     * For Vary: the answer depends on X-Forwarded-Proto when a trusted proxy sends it and no
     * PUBLIC_URL fixes the origin. (Every cache keys on the host already.)
     */
    vary: trustProxy && !publicUrl ? 'accept-encoding, x-forwarded-proto' : 'accept-encoding',
  };
}

export type OriginPolicy = ReturnType<typeof createOriginPolicy>;
