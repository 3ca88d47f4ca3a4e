import type { FastifyRequest } from 'fastify';
import { HOST_HEADER } from '../config.js';

/**
 * With neither PUBLIC_URL nor ALLOWED_HOSTS, the first origins seen are learnt, up to this many:
 * localhost, an address or two and a name cover a self-hosted instance. Beyond it a new Host is
 * refused, so no flood of made-up hosts can make the server render and compress answers per host.
 */
export const MAX_LEARNT_ORIGINS = 16;

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
  `Misdirected request: this server already answers for ${MAX_LEARNT_ORIGINS} host names; ` +
  'its operator can set PUBLIC_URL or ALLOWED_HOSTS';

type Options = { publicUrl?: string; allowedHosts?: string[]; trustProxy?: unknown };

/**
 * Which origin an answer is built for (logo URLs are absolute), and which requests the server
 * answers at all. The host comes from the Host header only (X-Forwarded-Host is ignored: a proxy
 * that passes it through lets any client write it); the protocol from X-Forwarded-Proto when a
 * trusted proxy sends it, and only http or https.
 */
export function createOriginPolicy({ publicUrl, allowedHosts, trustProxy }: Options) {
  const allowed = allowedHosts && new Set(allowedHosts);
  // Checked once per host and protocol: the hot path of every data request.
  const origins = { http: new Map<string, string>(), https: new Map<string, string>() };
  const accepted = new Set<string>();

  function acceptHost(host: string | undefined): asserts host is string {
    if (host === undefined || !HOST_HEADER.test(host)) throw new OriginError(400, BAD_HOST);
    if (allowed && !allowed.has(host.toLowerCase())) throw new OriginError(421, NOT_LISTED);
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
    const known = protocol === 'https' ? origins.https : protocol === 'http' ? origins.http : undefined;
    if (!known) throw new OriginError(400, BAD_PROTO);
    let origin = known.get(host!);
    if (origin === undefined) {
      acceptHost(host);
      if (!allowed && origins.http.size + origins.https.size >= MAX_LEARNT_ORIGINS) {
        throw new OriginError(421, TOO_MANY);
      }
      origin = `${protocol}://${host.toLowerCase()}`;
      known.set(host, origin);
    }
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
