import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import '../lib/zod-config';
import type { z } from 'zod';
import {
  ACCOUNT_ROUTES,
  accountResponseSchema,
  creationOptionsResponseSchema,
  emptyResponseSchema,
  pairingCodeResponseSchema,
  requestOptionsResponseSchema,
  type AccountView,
  type AuthenticationResponse,
  type PairingCodeView,
  type RegistrationResponse,
  sessionEndedReason,
} from '../../contract/accounts';
import { API_BASE } from '../lib/api-url';
import {
  AccountError,
  MALFORMED_MESSAGE,
  OFFLINE_MESSAGE,
  rateLimitedMessage,
  signedOutMessage,
} from './account-error';
import { clearSignedIn } from './signed-in';

/** SYNC_ROUTES.export (contract/sync), written out so this chunk does not carry the sync schemas. */
export const EXPORT_ROUTE = '/api/sync/export';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * One request to the account routes. `credentials: 'include'` sends the session cookie to an API on
 * another origin too (a VITE_API_URL build); the same origin sends it anyway.
 */
export async function request(method: Method, path: string, body?: unknown): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      credentials: 'include',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new AccountError('offline', i18n._(OFFLINE_MESSAGE));
  }
  if (response.ok) return response;
  const answer: unknown = await response.json().catch(() => undefined);
  const message = messageOf(answer);
  if (response.status === 401) {
    const reason = sessionEndedReason(answer);
    clearSignedIn(reason);
    throw new AccountError('signed-out', signedOutMessage(reason));
  }
  if (response.status === 429) throw new AccountError('rate-limited', rateLimitedMessage(secondsOf(response)));
  const status = response.status;
  if (status >= 500) {
    throw new AccountError(
      'unavailable',
      message ?? t`The server could not answer (${status}). Try again in a minute.`,
    );
  }
  throw new AccountError('refused', message ?? t`The server refused this (${status}). Reload the page and try again.`);
}

async function call<T>(method: Method, path: string, schema: z.ZodType<{ data: T }>, body?: unknown): Promise<T> {
  const response = await request(method, path, body);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new AccountError('malformed', i18n._(MALFORMED_MESSAGE));
  return parsed.data.data;
}

export const accountApi = {
  account: () => call('GET', ACCOUNT_ROUTES.account, accountResponseSchema),
  rename: (displayName: string) => call('PATCH', ACCOUNT_ROUTES.account, accountResponseSchema, { displayName }),
  registerOptions: (displayName: string) =>
    call('POST', ACCOUNT_ROUTES.registerOptions, creationOptionsResponseSchema, displayName ? { displayName } : {}),
  register: (response: RegistrationResponse) =>
    call('POST', ACCOUNT_ROUTES.register, accountResponseSchema, { response }),
  signInOptions: () => call('POST', ACCOUNT_ROUTES.signInOptions, requestOptionsResponseSchema, {}),
  signIn: (response: AuthenticationResponse) =>
    call('POST', ACCOUNT_ROUTES.signIn, accountResponseSchema, { response }),
  passkeyOptions: () => call('POST', ACCOUNT_ROUTES.passkeyOptions, creationOptionsResponseSchema, {}),
  addPasskey: (response: RegistrationResponse) =>
    call('POST', ACCOUNT_ROUTES.passkeys, accountResponseSchema, { response }),
  removePasskey: (id: string) =>
    call('DELETE', ACCOUNT_ROUTES.passkey.replace(':id', encodeURIComponent(id)), accountResponseSchema),
  signOut: () => call('POST', ACCOUNT_ROUTES.signOut, emptyResponseSchema, {}),
  signOutAll: () => call('POST', ACCOUNT_ROUTES.signOutAll, emptyResponseSchema, {}),
  signOutDevice: (id: string) =>
    call('DELETE', ACCOUNT_ROUTES.device.replace(':id', encodeURIComponent(id)), emptyResponseSchema),
  pairing: (): Promise<PairingCodeView> => call('POST', ACCOUNT_ROUTES.pairing, pairingCodeResponseSchema, {}),
  redeemPairing: (code: string) => call('POST', ACCOUNT_ROUTES.pairingRedeem, accountResponseSchema, { code }),
  deleteAccount: () => call('DELETE', ACCOUNT_ROUTES.account, emptyResponseSchema),
  /** The progress file the server holds, and the name it suggests. */
  async exportFile(): Promise<{ blob: Blob; name: string }> {
    const response = await request('GET', EXPORT_ROUTE);
    // An API on another origin does not expose Content-Disposition to the page: the same name, made here.
    const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
    return {
      blob: await response.blob(),
      name: name ?? `quiz-dojo-progress-${new Date().toISOString().slice(0, 10)}.json`,
    };
  },
};

export type { AccountView };

/** Retry-After in seconds; a date or nothing (a cross-origin API may not expose it) reads as a minute. */
function secondsOf(response: Response): number {
  const header = response.headers.get('retry-after');
  return header !== null && /^\d{1,6}$/.test(header.trim()) ? Math.max(1, Number(header)) : 60;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}
