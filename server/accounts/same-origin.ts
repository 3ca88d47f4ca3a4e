import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../api/envelope.js';
import type { RelyingPartyResolver } from './relying-party.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const CROSS_ORIGIN_REFUSED =
  'Refused: this request did not come from this site (its Origin or Sec-Fetch-Site header says another site ' +
  'sent it); account and sync changes are accepted only from pages of this site';

/**
 * Whether a state-changing request comes from the site's own pages. Browsers send Origin on every
 * POST and DELETE; Sec-Fetch-Site stands in when Origin is absent. A request with neither is
 * refused too: no page of ours sends one, and the session cookie must never act for another site.
 */
export function isSameOrigin(request: FastifyRequest, expectedOrigin: string): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const origin = request.headers.origin;
  if (origin !== undefined) return origin === expectedOrigin;
  return request.headers['sec-fetch-site'] === 'same-origin';
}

/**
 * The same-origin check as a Fastify hook (onRequest or preHandler) for any route that changes
 * state: 403 in the envelope otherwise, or 503 when accounts are off (no usable PUBLIC_URL).
 */
export function sameOriginHook(relyingParty: RelyingPartyResolver) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const party = relyingParty(request);
    if ('problem' in party) return reply.code(503).send(errorEnvelope(party.problem));
    if (!isSameOrigin(request, party.origin)) return reply.code(403).send(errorEnvelope(CROSS_ORIGIN_REFUSED));
  };
}
