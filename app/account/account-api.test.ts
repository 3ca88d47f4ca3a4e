import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_ROUTES } from '../../contract/sync/sync-schema';
import { accountApi, EXPORT_ROUTE } from './account-api';
import { OFFLINE_MESSAGE, SIGNED_OUT_MESSAGE } from './account-error';
import { markSignedIn, readSignedIn } from './signed-in';

const ACCOUNT = {
  id: 'acc-1',
  displayName: 'Ada',
  createdAt: '2026-11-20T10:00:00.000Z',
  passkeys: [],
  devices: [],
};

function answer(body: unknown, status = 200, headers: Record<string, string> = {}) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status, headers })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('accountApi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the session cookie, to another origin too, and reads the account', async () => {
    const fetch = answer({ status: true, message: 'ok', data: ACCOUNT });
    await expect(accountApi.account()).resolves.toEqual(ACCOUNT);
    expect(fetch).toHaveBeenCalledWith(
      '/api/account',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('says the device is offline when the request cannot be sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(accountApi.signInOptions()).rejects.toMatchObject({
      kind: 'offline',
      message: i18n._(OFFLINE_MESSAGE),
    });
  });

  it('says how long to wait after a 429', async () => {
    answer({ status: false, message: 'Too many requests' }, 429, { 'retry-after': '30' });
    await expect(accountApi.pairing()).rejects.toMatchObject({
      kind: 'rate-limited',
      message: 'Too many attempts in a short time. Wait 30 seconds, then try again.',
    });
    answer({ status: false, message: 'Too many requests' }, 429);
    await expect(accountApi.pairing()).rejects.toThrow('Wait 60 seconds');
  });

  it('clears the marker on a 401, since the session ended elsewhere', async () => {
    markSignedIn(ACCOUNT);
    answer({ status: false, message: 'Sign in first' }, 401);
    await expect(accountApi.account()).rejects.toMatchObject({
      kind: 'signed-out',
      message: i18n._(SIGNED_OUT_MESSAGE),
    });
    expect(readSignedIn()).toBeNull();
  });

  it("shows the server's own sentence for a refusal, such as an expired pairing code", async () => {
    const message =
      'This pairing code is wrong, already used or expired; show a new one on your signed-in device and try again';
    answer({ status: false, message }, 400);
    await expect(accountApi.redeemPairing('7KQ4-M2XD-9PHA')).rejects.toMatchObject({ kind: 'refused', message });
  });

  it('refuses an answer of the wrong shape', async () => {
    answer({ status: true, data: { id: 5 } });
    await expect(accountApi.account()).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('downloads the progress file from the sync routes', async () => {
    expect(EXPORT_ROUTE).toBe(SYNC_ROUTES.export);
  });

  it('downloads the progress file with the name the server gives', async () => {
    const fetch = answer({ format: 'quiz-dojo-progress' }, 200, {
      'content-disposition': 'attachment; filename="quiz-dojo-progress-2026-11-26.json"',
    });
    const file = await accountApi.exportFile();
    expect(file.name).toBe('quiz-dojo-progress-2026-11-26.json');
    expect(JSON.parse(await file.blob.text())).toEqual({ format: 'quiz-dojo-progress' });
    expect(fetch).toHaveBeenCalledWith(EXPORT_ROUTE, expect.objectContaining({ credentials: 'include' }));
  });

  it("names the file by today's date when the header is hidden (an API on another origin)", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
    answer({ format: 'quiz-dojo-progress' });
    expect((await accountApi.exportFile()).name).toBe('quiz-dojo-progress-2026-11-26.json');
    vi.useRealTimers();
  });
});
