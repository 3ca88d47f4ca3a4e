import net from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { OriginPolicy } from '../http/origin.js';

/** Who the passkeys belong to: the site's host name (the RP id) and the origin pages are served from. */
export type RelyingParty = { id: string; origin: string; secure: boolean };

/** A relying party, or the sentence that says why accounts are off and what to set. */
export type RelyingPartyResolver = (request: FastifyRequest) => RelyingParty | { problem: string };

const LOOPBACK_NAME = 'localhost';

/**
 * From PUBLIC_URL, checked once at start-up: browsers allow passkeys only over HTTPS (or on
 * localhost), and an RP id must be a host name, not an address. Without PUBLIC_URL, accounts work
 * on http://localhost only (development and tests), and only for connections from this machine: the
 * Host and Origin headers are the client's word, so a remote client could claim to be localhost. Elsewhere
 * the account routes answer 503 and say what to set, while the quiz keeps working.
 */
export function createRelyingParty(publicUrl: string | undefined, origins: OriginPolicy, appOrigin?: string) {
  if (publicUrl) {
    // With APP_ORIGIN, pages (and so the passkey prompts) are on the app's origin; the cookie is this API's.
    const pages = new URL(appOrigin ?? publicUrl);
    const api = new URL(publicUrl);
    const problem =
      publicUrlProblem(pages, appOrigin ? 'APP_ORIGIN' : 'PUBLIC_URL') ?? publicUrlProblem(api, 'PUBLIC_URL');
    const fixed: RelyingParty = { id: pages.hostname, origin: pages.origin, secure: api.protocol === 'https:' };
    const resolve: RelyingPartyResolver = () => (problem ? { problem } : fixed);
    return { resolve, problem };
  }
  const resolve: RelyingPartyResolver = (request) => {
    const origin = origins.originOf(request);
    const url = new URL(origin);
    if (url.hostname === LOOPBACK_NAME && isLoopbackSocket(request.raw.socket.remoteAddress))
      return { id: LOOPBACK_NAME, origin, secure: url.protocol === 'https:' };
    return {
      problem:
        'Accounts are off on this server: its operator must set PUBLIC_URL to the https address learners open, ' +
        'such as PUBLIC_URL=https://quiz.example.org (on this machine, http://localhost works without it)',
    };
  };
  return { resolve, problem: undefined };
}

/**
 * The TCP peer, never X-Forwarded-For (a proxy on this machine makes every client loopback, and then
 * PUBLIC_URL is what the operator must set anyway). IPv4-mapped addresses come from dual-stack sockets.
 */
export function isLoopbackSocket(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.replace(/^::ffff:/i, '');
  if (net.isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

function publicUrlProblem(url: URL, name: string): string | undefined {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0) {
    return `Accounts are off: ${name} names an address (${url.hostname}), and passkeys need a host name; set ${name}=https://your.host.name`;
  }
  if (url.protocol !== 'https:' && host !== LOOPBACK_NAME) {
    return `Accounts are off: ${name} is plain http, and browsers allow passkeys only over HTTPS; set ${name}=https://${url.host}`;
  }
  return undefined;
}
