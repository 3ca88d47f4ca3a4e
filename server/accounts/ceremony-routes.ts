import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import {
  ACCOUNT_ROUTES,
  addPasskeyRequestSchema,
  registerOptionsRequestSchema,
  registerRequestSchema,
  signInRequestSchema,
} from '../../contract/accounts/index.js';
import { errorEnvelope, okEnvelope } from '../api/envelope.js';
import type { Accounts } from './accounts.js';
import { parseBody } from './body.js';
import {
  authenticationOptions,
  CeremonyError,
  registrationOptions,
  verifyAuthentication,
  verifyRegistration,
} from './ceremonies.js';
import type { RelyingParty } from './relying-party.js';
import { signedInOf } from './session.js';
import { randomId } from './session-store.js';

const UNKNOWN_PASSKEY =
  'This passkey belongs to no account here (the account may have been deleted); create an account instead';

/**
 * The WebAuthn ceremonies: create an account with its first passkey, sign in with any passkey of
 * an account (usernameless), add a passkey when signed in. Each is two requests: options, then the
 * browser's response, checked by @simplewebauthn/server against a challenge taken from the database.
 */
export function registerCeremonyRoutes(
  app: FastifyInstance,
  accounts: Accounts,
  onRequest: { ceremony: onRequestHookHandler[]; signedIn: onRequestHookHandler[] },
) {
  const { sessions, challenges, passkeys, store } = accounts;
  const ceremony = { onRequest: onRequest.ceremony, preHandler: [sessions.sameOrigin] };
  const signedIn = { onRequest: onRequest.signedIn, preHandler: [sessions.sameOrigin, sessions.requireAccountHook] };
  const party = (request: FastifyRequest) => accounts.relyingParty.resolve(request) as RelyingParty;

  /** The ceremony's result: the account view with a new session, or 400 with what went wrong. */
  async function finish(reply: FastifyReply, work: () => Promise<object>) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof CeremonyError) return reply.code(400).send(errorEnvelope(error.message));
      throw error;
    }
  }
  async function signIn(
    request: FastifyRequest,
    reply: FastifyReply,
    passkey: { accountId: string; id: string },
    message: string,
  ) {
    const { accountId } = passkey;
    const sessionId = await sessions.start(request, reply, party(request), accountId, passkey.id);
    return okEnvelope(message, await store.view(accountId, sessionId));
  }

  app.post(ACCOUNT_ROUTES.registerOptions, ceremony, async (request, reply) => {
    const body = parseBody(registerOptionsRequestSchema, request, reply);
    if (!body) return reply;
    const account = { id: randomId(), displayName: body.displayName ?? '' };
    const options = await registrationOptions(party(request), account);
    await challenges.save(options.challenge, 'register', { accountId: account.id, displayName: account.displayName });
    return okEnvelope('Create a passkey with these options', { options });
  });

  app.post(ACCOUNT_ROUTES.register, ceremony, async (request, reply) => {
    const body = parseBody(registerRequestSchema, request, reply);
    if (!body) return reply;
    return finish(reply, async () => {
      const { pending, passkey } = await verifyRegistration(party(request), challenges, 'register', body.response);
      if (await passkeys.isKnown(passkey.id)) throw new CeremonyError('This passkey already belongs to an account');
      await passkeys.createAccount(pending.accountId!, pending.displayName ?? '', passkey);
      reply.code(201);
      const created = { accountId: pending.accountId!, id: passkey.id };
      return signIn(request, reply, created, 'Account created; this device is signed in');
    });
  });

  app.post(ACCOUNT_ROUTES.signInOptions, ceremony, async (request) => {
    const options = await authenticationOptions(party(request));
    await challenges.save(options.challenge, 'sign-in', { accountId: null, displayName: null });
    return okEnvelope('Sign in with a passkey using these options', { options });
  });

  app.post(ACCOUNT_ROUTES.signIn, ceremony, async (request, reply) => {
    const body = parseBody(signInRequestSchema, request, reply);
    if (!body) return reply;
    return finish(reply, async () => {
      const passkey = await passkeys.find(body.response.id);
      if (!passkey) throw new CeremonyError(UNKNOWN_PASSKEY);
      const { newCounter } = await verifyAuthentication(party(request), challenges, body.response, passkey);
      await passkeys.used(passkey.id, newCounter);
      return signIn(request, reply, passkey, 'Signed in');
    });
  });

  app.post(ACCOUNT_ROUTES.passkeyOptions, signedIn, async (request) => {
    const { accountId, sessionId } = signedInOf(request);
    const view = await store.view(accountId, sessionId);
    const account = { id: accountId, displayName: view?.displayName ?? '' };
    const options = await registrationOptions(party(request), account, await passkeys.ofAccount(accountId));
    await challenges.save(options.challenge, 'add-passkey', { accountId, displayName: null });
    return okEnvelope('Create another passkey with these options', { options });
  });

  app.post(ACCOUNT_ROUTES.passkeys, signedIn, async (request, reply) => {
    const body = parseBody(addPasskeyRequestSchema, request, reply);
    if (!body) return reply;
    const { accountId, sessionId } = signedInOf(request);
    return finish(reply, async () => {
      const { pending, passkey } = await verifyRegistration(party(request), challenges, 'add-passkey', body.response);
      if (pending.accountId !== accountId) throw new CeremonyError('This passkey request was made for another account');
      if (await passkeys.isKnown(passkey.id)) throw new CeremonyError('This passkey already belongs to an account');
      await passkeys.add(accountId, passkey);
      await sessions.store.madeHere(sessionId, passkey.id);
      reply.code(201);
      return okEnvelope('Passkey added', await store.view(accountId, sessionId));
    });
  });
}
