import { z } from 'zod';
import {
  accountViewSchema,
  authenticationResponseSchema,
  creationOptionsSchema,
  pairingCodeViewSchema,
  pairingRedeemRequestSchema,
  registerOptionsRequestSchema,
  registrationResponseSchema,
  renameRequestSchema,
  requestOptionsSchema,
} from '../../contract/accounts/index.js';
import { PASSKEY_ID_MAX_LENGTH } from './account-routes.js';
import { CEREMONY_LIMIT_PER_MINUTE, REDEEM_LIMIT_PER_MINUTE } from './routes.js';

/** The account routes in the OpenAPI document (server/api/openapi.ts), from the contract's schemas. */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelope = (data: object) => ({
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, data },
});
const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('Error')) });
const body = (schema: object) => ({ required: true, content: json(schema) });
const SESSION = [{ sessionCookie: [] }];

const changing = {
  403: error('Sent from another site: Origin (or, without it, Sec-Fetch-Site) is not this site'),
  429: error('Too many requests from this client; wait as Retry-After says'),
  503: error('Accounts are off: the server has no usable PUBLIC_URL (the message says what to set)'),
};
const signedIn = {
  ...changing,
  401: error(
    'Not signed in, or the session ended; when the session\'s account was deleted, data is {"reason":"account-deleted"}',
  ),
};
const reading = {
  401: signedIn[401],
  429: changing[429],
  503: changing[503],
};

type Operation = { id: string; summary: string; description?: string; request?: object; ok: [number, object] };
const operation = ({ id, summary, description, request, ok }: Operation, errors: object, security: object[]) => ({
  operationId: id,
  summary,
  ...(description ? { description } : {}),
  security,
  ...(request ? { requestBody: body(request) } : {}),
  responses: {
    [ok[0]]: { description: summary, content: json(envelope(ok[1])) },
    400: error('Invalid request'),
    ...errors,
  },
});
const pub = (op: Operation) => operation(op, changing, []);
const own = (op: Operation) => operation(op, signedIn, SESSION);
const account = ref('AccountView');
const nothing = { type: 'object', nullable: true };
const ceremony = `At most ${CEREMONY_LIMIT_PER_MINUTE} requests a minute per client on the ceremony routes.`;

const removePasskey = own({
  id: 'removePasskey',
  summary: "Remove one of the account's passkeys (never the last); answers the account",
  ok: [200, account],
});

export function accountPaths() {
  return {
    '/api/account': {
      get: operation({ id: 'getAccount', summary: 'The signed-in account', ok: [200, account] }, reading, SESSION),
      patch: own({
        id: 'renameAccount',
        summary: 'Change the display name',
        request: ref('RenameRequest'),
        ok: [200, account],
      }),
      delete: own({
        id: 'deleteAccount',
        summary: 'Delete the account and every row the server holds for it',
        ok: [200, nothing],
      }),
    },
    '/api/account/register/options': {
      post: pub({
        id: 'registerOptions',
        summary: 'Options to create an account with a passkey',
        description: ceremony,
        request: ref('RegisterOptionsRequest'),
        ok: [200, { type: 'object', required: ['options'], properties: { options: ref('CreationOptions') } }],
      }),
    },
    '/api/account/register': {
      post: pub({
        id: 'register',
        summary: 'Create the account with its first passkey; sets the session cookie',
        description: ceremony,
        request: { type: 'object', required: ['response'], properties: { response: ref('RegistrationResponse') } },
        ok: [201, account],
      }),
    },
    '/api/account/sign-in/options': {
      post: pub({
        id: 'signInOptions',
        summary: 'Options to sign in with a passkey (no user name)',
        description: ceremony,
        ok: [200, { type: 'object', required: ['options'], properties: { options: ref('RequestOptions') } }],
      }),
    },
    '/api/account/sign-in': {
      post: pub({
        id: 'signIn',
        summary: 'Sign in with a passkey; sets the session cookie',
        description: ceremony,
        request: { type: 'object', required: ['response'], properties: { response: ref('AuthenticationResponse') } },
        ok: [200, account],
      }),
    },
    '/api/account/passkeys/options': {
      post: own({
        id: 'passkeyOptions',
        summary: 'Options to add a passkey to the account',
        ok: [200, { type: 'object', required: ['options'], properties: { options: ref('CreationOptions') } }],
      }),
    },
    '/api/account/passkeys': {
      post: own({
        id: 'addPasskey',
        summary: 'Add a passkey to the account',
        request: { type: 'object', required: ['response'], properties: { response: ref('RegistrationResponse') } },
        ok: [201, account],
      }),
    },
    '/api/account/passkeys/{id}': {
      delete: {
        ...removePasskey,
        responses: {
          ...removePasskey.responses,
          404: error("No passkey with this id on the signed-in account (another account's is not found either)"),
          409: error("The account's only passkey: add another first, or delete the account"),
        },
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: PASSKEY_ID_MAX_LENGTH } },
        ],
      },
    },
    '/api/account/sign-out': { post: own({ id: 'signOut', summary: 'Sign this device out', ok: [200, nothing] }) },
    '/api/account/sign-out-all': {
      post: own({ id: 'signOutAll', summary: 'Sign every device out', ok: [200, nothing] }),
    },
    '/api/account/devices/{id}': {
      delete: {
        ...own({ id: 'signOutDevice', summary: 'Sign one device out', ok: [200, nothing] }),
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } }],
      },
    },
    '/api/account/pairing': {
      post: own({
        id: 'createPairingCode',
        summary: 'A single-use pairing code for a second device (5 minutes)',
        ok: [200, ref('PairingCode')],
      }),
    },
    '/api/account/pairing/redeem': {
      post: pub({
        id: 'redeemPairingCode',
        summary: 'Sign this device in with a pairing code; sets the session cookie',
        description: `At most ${REDEEM_LIMIT_PER_MINUTE} attempts a minute per client.`,
        request: ref('PairingRedeemRequest'),
        ok: [200, account],
      }),
    },
  };
}

export function accountSchemas() {
  const out = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'output' });
  const input = (schema: z.ZodType) => z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input' });
  return {
    AccountView: out(accountViewSchema),
    PairingCode: out(pairingCodeViewSchema),
    CreationOptions: out(creationOptionsSchema),
    RequestOptions: out(requestOptionsSchema),
    RegisterOptionsRequest: input(registerOptionsRequestSchema),
    PairingRedeemRequest: input(pairingRedeemRequestSchema),
    RenameRequest: input(renameRequestSchema),
    RegistrationResponse: input(registrationResponseSchema),
    AuthenticationResponse: input(authenticationResponseSchema),
  };
}

export const sessionCookieScheme = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Host-quiz-dojo-session',
    description:
      'Set by register, sign-in and pairing redeem (quiz-dojo-session on http://localhost), HttpOnly; beside it __Host-quiz-dojo-account (its value: when the session ends, in epoch seconds), readable by the page, with the same lifetime (it only says a session exists and when it ends)',
  },
};
