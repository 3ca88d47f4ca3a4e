import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookie, stringifySetCookie } from 'cookie';
import { accountDeletedEnvelope } from '../../contract/accounts/session-ended.js';
import { SIGNED_IN_COOKIE } from '../../contract/accounts/signed-in-cookie.js';
import { errorEnvelope } from '../api/envelope.js';
import type { Db } from '../db/database.js';
import { deviceLabel } from './device-label.js';
import type { RelyingParty, RelyingPartyResolver } from './relying-party.js';
import { sameOriginHook } from './same-origin.js';
import { createSessionStore, SESSION_IDLE_MS } from './session-store.js';

/** Who a request is signed in as: what route modules get from requireAccount. */
export type SignedIn = { accountId: string; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireAccount hook; absent on routes without it. */
    signedIn?: SignedIn;
  }
}

/** `__Host-` makes the browser insist on Secure, Path=/ and no Domain: no subdomain can plant or read it. */
const SECURE_COOKIE = '__Host-quiz-dojo-session';
/** On http://localhost (development, tests) there is no Secure, so no `__Host-` prefix either. */
const PLAIN_COOKIE = 'quiz-dojo-session';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const SIGNED_OUT =
  'Not signed in, or the session ended: sign in with your passkey or a pairing code on /account';

const cookieName = (party: RelyingParty) => (party.secure ? SECURE_COOKIE : PLAIN_COOKIE);
const markName = (party: RelyingParty) => SIGNED_IN_COOKIE[party.secure ? 'secure' : 'plain'];
/** The mark's value: the session's end (epoch seconds), so an answer sees the browser hold an older one. */
const markValue = (expiresAt: string) => String(Math.floor(Date.parse(expiresAt) / 1000));

/**
 * Sessions and the guards other route modules use: `requireAccount` (a preHandler that answers 401
 * in the envelope, or sets request.signedIn) and `sameOrigin` (403 for a state-changing request
 * from another site; server/accounts/same-origin.ts).
 */
export function createSessions(db: Db, relyingParty: RelyingPartyResolver, now: () => number) {
  const store = createSessionStore(db, now);

  /** The cookies of a session that ends at `expiresAt`; without one, cleared. */
  function setCookie(
    reply: FastifyReply,
    party: RelyingParty,
    token: string,
    expiresAt?: string,
    maxAgeMs = expiresAt ? Date.parse(expiresAt) - now() : 0,
  ) {
    const options = { secure: party.secure, sameSite: 'lax', path: '/', maxAge: Math.floor(maxAgeMs / 1000) } as const;
    const session = stringifySetCookie({ name: cookieName(party), value: token, ...options, httpOnly: true });
    // Readable by the page, and gone with the session: contract/accounts/signed-in-cookie.ts.
    const mark = stringifySetCookie({
      name: markName(party),
      value: expiresAt ? markValue(expiresAt) : '',
      ...options,
    });
    // Fastify appends Set-Cookie headers: the last word on these cookies replaces any earlier one.
    reply.removeHeader('set-cookie').header('set-cookie', [session, mark]);
  }

  function tokenOf(request: FastifyRequest, party: RelyingParty): string | undefined {
    const header = request.headers.cookie;
    if (!header) return undefined;
    const token = parseCookie(header)[cookieName(party)];
    return token && TOKEN.test(token) ? token : undefined;
  }

  /** The page's mark as the browser sent it ('' when missing). */
  const markOf = (request: FastifyRequest, party: RelyingParty) =>
    (request.headers.cookie && parseCookie(request.headers.cookie)[markName(party)]) || '';

  /** The signed-in account of a request, or undefined after answering 401 (or 503 when accounts are off). */
  async function requireAccount(request: FastifyRequest, reply: FastifyReply): Promise<SignedIn | undefined> {
    const party = relyingParty(request);
    if ('problem' in party) {
      reply.code(503).send(errorEnvelope(party.problem));
      return undefined;
    }
    const token = tokenOf(request, party);
    const session = token && (await store.find(token));
    if (!session) {
      // A session that ended, or a mark left without one: the page stops taking itself as signed in.
      if (token || markOf(request, party)) setCookie(reply, party, '');
      // Only the holder of a deleted account's session token learns that it was deleted.
      if (token && (await store.ofDeletedAccount(token))) reply.code(401).send(accountDeletedEnvelope);
      else reply.code(401).send(errorEnvelope(SIGNED_OUT));
      return undefined;
    }
    // The cookies' lifetime follows the session's, so the browser forgets them when the server does.
    // They go again only when the mark the browser sent names another end than the session's (it
    // moved, at most hourly, and the answer that said so may never have arrived) or is missing: sent
    // on every reply, one in flight while another tab signs out would set them back.
    if (markOf(request, party) !== markValue(session.expiresAt)) setCookie(reply, party, token, session.expiresAt);
    const signedIn = { accountId: session.accountId, sessionId: session.id };
    request.signedIn = signedIn;
    return signedIn;
  }

  return {
    store,
    requireAccount,
    /** requireAccount as a preHandler hook: read request.signedIn in the handler. */
    requireAccountHook: async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await requireAccount(request, reply))) return reply;
    },
    sameOrigin: sameOriginHook(relyingParty),
    /** Signs this device in to an account: a new session and its cookie. */
    async start(
      request: FastifyRequest,
      reply: FastifyReply,
      party: RelyingParty,
      accountId: string,
      passkeyId?: string,
    ) {
      const previous = tokenOf(request, party);
      if (previous) await store.revokeToken(previous);
      const session = await store.create(accountId, deviceLabel(request.headers['user-agent']), passkeyId);
      setCookie(reply, party, session.token, session.expiresAt, SESSION_IDLE_MS);
      return session.id;
    },
    clearCookie(reply: FastifyReply, party: RelyingParty) {
      setCookie(reply, party, '');
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;

/** The account of a route guarded by requireAccountHook; throws when the route forgot the hook. */
export function signedInOf(request: FastifyRequest): SignedIn {
  if (!request.signedIn) throw new Error(`${request.url}: the route needs the requireAccount hook`);
  return request.signedIn;
}
