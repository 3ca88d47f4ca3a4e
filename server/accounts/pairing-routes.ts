import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { ACCOUNT_ROUTES, pairingLink, pairingRedeemRequestSchema } from '../../contract/accounts/index.js';
import { errorEnvelope, okEnvelope } from '../api/envelope.js';
import type { Accounts } from './accounts.js';
import { parseBody } from './body.js';
import { createPairingStore, groupCode } from './pairing.js';
import type { RelyingParty } from './relying-party.js';
import { signedInOf } from './session.js';

const WRONG_CODE =
  'This pairing code is wrong, already used or expired; show a new one on your signed-in device and try again';

/** A signed-in device shows a short-lived code; a second device redeems it once to be signed in. */
export function registerPairingRoutes(
  app: FastifyInstance,
  accounts: Accounts,
  onRequest: { redeem: onRequestHookHandler[]; signedIn: onRequestHookHandler[] },
) {
  const { sessions, store } = accounts;
  const pairing = createPairingStore(accounts.db, accounts.now);
  const party = (request: FastifyRequest) => accounts.relyingParty.resolve(request) as RelyingParty;

  app.post(
    ACCOUNT_ROUTES.pairing,
    { onRequest: onRequest.signedIn, preHandler: [sessions.sameOrigin, sessions.requireAccountHook] },
    async (request) => {
      const { code, expiresAt } = await pairing.create(signedInOf(request).accountId);
      const shown = groupCode(code);
      return okEnvelope('Enter this code on the other device, or open the link there', {
        code: shown,
        link: pairingLink(party(request).origin, shown),
        expiresAt,
      });
    },
  );

  app.post(
    ACCOUNT_ROUTES.pairingRedeem,
    { onRequest: onRequest.redeem, preHandler: [sessions.sameOrigin] },
    async (request, reply) => {
      const body = parseBody(pairingRedeemRequestSchema, request, reply);
      if (!body) return reply;
      const accountId = await pairing.redeem(body.code);
      if (!accountId) return reply.code(400).send(errorEnvelope(WRONG_CODE));
      const sessionId = await sessions.start(request, reply, party(request), accountId);
      return okEnvelope('Signed in with the pairing code', await store.view(accountId, sessionId));
    },
  );
}
