import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler } from 'fastify';
import { ACCOUNT_ROUTES, renameRequestSchema } from '../../contract/accounts/index.js';
import { errorEnvelope, okEnvelope } from '../api/envelope.js';
import type { Accounts } from './accounts.js';
import { parseBody } from './body.js';
import { signedInOf } from './session.js';

/** Credential ids are base64url of at most 1023 bytes (WebAuthn), as the contract caps them. */
export const PASSKEY_ID_MAX_LENGTH = 1400;
const idParam = (maxLength: number) => ({
  type: 'object',
  properties: { id: { type: 'string', minLength: 1, maxLength } },
  required: ['id'],
});

const NO_SUCH_PASSKEY = 'No such passkey on this account; reload the list';
const LAST_PASSKEY =
  "This is the account's only passkey: add another one first, or delete the account if you mean to leave";

/** The signed-in account: read it, remove a passkey, sign devices out, delete it. */
export function registerAccountRoutes(app: FastifyInstance, accounts: Accounts, onRequest: onRequestHookHandler[]) {
  const { sessions, store, relyingParty } = accounts;
  const signedIn = { onRequest, preHandler: [sessions.requireAccountHook] as preHandlerHookHandler[] };
  const changing = { onRequest, preHandler: [sessions.sameOrigin, sessions.requireAccountHook] };
  const partyOf = (request: Parameters<typeof relyingParty.resolve>[0]) => {
    const party = relyingParty.resolve(request);
    if ('problem' in party) throw new Error('requireAccount lets no request through while accounts are off');
    return party;
  };

  app.get(ACCOUNT_ROUTES.account, signedIn, async (request, reply) => {
    const { accountId, sessionId } = signedInOf(request);
    const view = await store.view(accountId, sessionId);
    if (!view) return reply.code(401).send(errorEnvelope('This account no longer exists'));
    return okEnvelope('Your account', view);
  });

  app.patch(ACCOUNT_ROUTES.account, changing, async (request, reply) => {
    const body = parseBody(renameRequestSchema, request, reply);
    if (!body) return reply;
    const { accountId, sessionId } = signedInOf(request);
    await store.rename(accountId, body.displayName);
    return okEnvelope('Display name saved', await store.view(accountId, sessionId));
  });

  app.delete(ACCOUNT_ROUTES.account, changing, async (request, reply) => {
    await store.delete(signedInOf(request).accountId);
    sessions.clearCookie(reply, partyOf(request));
    return okEnvelope('Account deleted: the server holds nothing of it any more', null);
  });

  app.post(ACCOUNT_ROUTES.signOut, changing, async (request, reply) => {
    const { accountId, sessionId } = signedInOf(request);
    await sessions.store.revoke(accountId, sessionId);
    sessions.clearCookie(reply, partyOf(request));
    return okEnvelope('Signed out on this device; its own copy of your progress stays', null);
  });

  app.post(ACCOUNT_ROUTES.signOutAll, changing, async (request, reply) => {
    await sessions.store.revokeAll(signedInOf(request).accountId);
    sessions.clearCookie(reply, partyOf(request));
    return okEnvelope('Signed out on every device', null);
  });

  app.delete<{ Params: { id: string } }>(
    ACCOUNT_ROUTES.passkey,
    { ...changing, schema: { params: idParam(PASSKEY_ID_MAX_LENGTH) } },
    async (request, reply) => {
      const { accountId, sessionId } = signedInOf(request);
      // Another account's passkey is "no such passkey" too: the answer tells nothing of other accounts.
      const outcome = await accounts.passkeys.remove(accountId, request.params.id);
      if (outcome === 'unknown') return reply.code(404).send(errorEnvelope(NO_SUCH_PASSKEY));
      if (outcome === 'last') return reply.code(409).send(errorEnvelope(LAST_PASSKEY));
      return okEnvelope('Passkey removed from the account', await store.view(accountId, sessionId));
    },
  );

  app.delete<{ Params: { id: string } }>(
    ACCOUNT_ROUTES.device,
    {
      ...changing,
      schema: { params: idParam(64) },
    },
    async (request, reply) => {
      const { accountId, sessionId } = signedInOf(request);
      if (!(await sessions.store.revoke(accountId, request.params.id))) {
        return reply.code(404).send(errorEnvelope('No such signed-in device on this account; reload the list'));
      }
      if (request.params.id === sessionId) sessions.clearCookie(reply, partyOf(request));
      return okEnvelope('That device is signed out', null);
    },
  );
}
