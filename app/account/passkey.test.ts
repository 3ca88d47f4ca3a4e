import { WebAuthnError } from '@simplewebauthn/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CANCELLED_MESSAGE, createAccount, passkeyError, UNSUPPORTED_MESSAGE, WRONG_SITE_MESSAGE } from './passkey';

const named = (name: string) => Object.assign(new Error('browser said no'), { name });

describe('passkey failures', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says a cancelled or timed-out request changed nothing', () => {
    expect(passkeyError(named('NotAllowedError'))).toMatchObject({ kind: 'cancelled', message: CANCELLED_MESSAGE });
    const aborted = new WebAuthnError({
      message: 'aborted',
      code: 'ERROR_CEREMONY_ABORTED',
      cause: named('AbortError'),
    });
    expect(passkeyError(aborted).kind).toBe('cancelled');
  });

  it('says which site passkeys need, and when the browser has none', () => {
    expect(passkeyError(named('SecurityError')).message).toBe(WRONG_SITE_MESSAGE);
    expect(passkeyError(named('NotSupportedError')).message).toBe(UNSUPPORTED_MESSAGE);
    expect(passkeyError(new Error('odd')).message).toBe(
      'The passkey could not be used: odd. Try again, or use a pairing code.',
    );
  });

  it('asks the server for nothing in a browser without WebAuthn', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    // jsdom, like an old browser, has no PublicKeyCredential.
    await expect(createAccount('Ada')).rejects.toMatchObject({ kind: 'unsupported', message: UNSUPPORTED_MESSAGE });
    expect(fetch).not.toHaveBeenCalled();
  });
});
