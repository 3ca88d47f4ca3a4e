import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../api/envelope.js';
import type { OriginPolicy } from '../http/origin.js';

const CROSS_SITE =
  'Feedback is taken only from pages of this site: a page on another origin may not send it ' +
  '(docs/decisions/0017-feedback.md)';

/**
 * The writes are open to pages of this site only. Browsers send Origin on every POST, and
 * Sec-Fetch-Site where Origin is left out; either naming another site is refused before anything is
 * read. A client that sends neither is no browser, so no page on another site can be behind it.
 * The CORS preflight still allows only GET and HEAD (server/http/security-headers.ts), so a
 * browser does not even send a cross-origin JSON POST; this check also stops the form-like ones.
 */
export function sameOriginOnly(origins: OriginPolicy) {
  const ownOrigins = new Map<string, string>();
  const ownOrigin = (request: FastifyRequest) => {
    const served = origins.originOf(request);
    let own = ownOrigins.get(served);
    if (own === undefined) {
      own = new URL(served).origin;
      if (ownOrigins.size >= 64) ownOrigins.clear();
      ownOrigins.set(served, own);
    }
    return own;
  };
  return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    let allowed: boolean;
    try {
      allowed =
        origin !== undefined ? origin === ownOrigin(request) : !site || site === 'same-origin' || site === 'none';
    } catch (error) {
      done(error as Error); // a Host this server does not answer for: 400 or 421, as on every route
      return;
    }
    if (allowed) done();
    else reply.code(403).send(errorEnvelope(CROSS_SITE));
  };
}
