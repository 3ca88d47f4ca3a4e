import { i18n } from '@lingui/core';
import { WebAuthnError } from '@simplewebauthn/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import 'fake-indexeddb/auto';
import { readPendingBatch, storePendingBatch } from '../record/pending-batch';
import {
  CANCELLED_MESSAGE,
  createAccount,
  passkeyError,
  signInWithCode,
  UNSUPPORTED_MESSAGE,
  WRONG_SITE_MESSAGE,
} from './passkey';

const named = (name: string) => Object.assign(new Error('browser said no'), { name });

describe('passkey failures', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a cancelled or timed-out request changed nothing', () => {
    expect(passkeyError(named('NotAllowedError'))).toMatchObject({
      kind: 'cancelled',
      message: i18n._(CANCELLED_MESSAGE),
    });
    const aborted = new WebAuthnError({
      message: 'aborted',
      code: 'ERROR_CEREMONY_ABORTED',
      cause: named('AbortError'),
    });
    expect(passkeyError(aborted).kind).toBe('cancelled');
  });

  it('says which site passkeys need, and when the browser has none', () => {
    expect(passkeyError(named('SecurityError')).message).toBe(i18n._(WRONG_SITE_MESSAGE));
    expect(passkeyError(named('NotSupportedError')).message).toBe(i18n._(UNSUPPORTED_MESSAGE));
    expect(passkeyError(new Error('odd')).message).toBe(
      'The passkey could not be used: odd. Try again, or use a pairing code.',
    );
  });

  it('asks the server for nothing in a browser without WebAuthn', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // jsdom, like an old browser, has no PublicKeyCredential.
    await expect(createAccount('Ada')).rejects.toMatchObject({
      kind: 'unsupported',
      message: i18n._(UNSUPPORTED_MESSAGE),
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("deletes the worker's copy of another sign-in's batch before the request that sets a new cookie", async () => {
    await storePendingBatch({ answers: [] }, 1);
    const pendingAtRequest: unknown[] = [];
    const account = { id: 'a', displayName: '', createdAt: '2026-11-20T10:00:00.000Z', passkeys: [], devices: [] };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        pendingAtRequest.push(await readPendingBatch());
        return new Response(JSON.stringify({ status: true, message: 'Signed in', data: account }));
      }),
    );
    await signInWithCode('7KQ4M2XD9PHA');
    expect(pendingAtRequest).toEqual([undefined]);
    localStorage.clear();
  });
});
