import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETED_MESSAGE,
  ACCOUNT_ROUTES,
  accountResponseSchema,
  creationOptionsResponseSchema,
  pairingCodeResponseSchema,
  type AccountView,
} from '../../contract/accounts/index.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { SIGNED_OUT } from './session.js';
import { accountClient, type AccountClient } from './testing/account-client.js';
import { createSoftAuthenticator } from './testing/soft-authenticator.js';

const ORIGIN = 'https://quiz.test';
const DAY = 24 * 60 * 60_000;

/** What the account page is built from must be true: which passkey is here, whether it was used, why a device is out. */
describe.each(DIALECTS)('what the account answers say on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ dialect, publicUrl: ORIGIN, now: () => clock });
  });
  afterAll(() => server.close());

  const view = async (client: AccountClient): Promise<AccountView> =>
    accountResponseSchema.parse((await client.request('GET', ACCOUNT_ROUTES.account)).json()).data;
  const paired = async (from: AccountClient) => {
    const code = pairingCodeResponseSchema.parse((await from.request('POST', ACCOUNT_ROUTES.pairing)).json()).data;
    const device = accountClient(server.app);
    expect((await device.request('POST', ACCOUNT_ROUTES.pairingRedeem, { code: code.code })).statusCode).toBe(200);
    return device;
  };

  it('counts creating the account as the passkey’s first use; an added passkey is not used yet', async () => {
    const phone = accountClient(server.app);
    const created = accountResponseSchema.parse((await phone.register(createSoftAuthenticator())).json()).data;
    expect(created.passkeys[0]!.lastUsedAt).toBe(created.passkeys[0]!.createdAt);
    const options = await phone.request('POST', ACCOUNT_ROUTES.passkeyOptions, {});
    const parsed = creationOptionsResponseSchema.parse(options.json()).data.options;
    const added = await phone.request('POST', ACCOUNT_ROUTES.passkeys, {
      response: createSoftAuthenticator().create(parsed, ORIGIN),
    });
    expect(accountResponseSchema.parse(added.json()).data.passkeys[1]!.lastUsedAt).toBeNull();
  });

  it('marks a passkey as this device’s only on a device that made it or signed in with it, never on a paired one', async () => {
    const first = createSoftAuthenticator();
    const phone = accountClient(server.app);
    await phone.register(first);
    const options = await phone.request('POST', ACCOUNT_ROUTES.passkeyOptions, {});
    const second = createSoftAuthenticator();
    const parsed = creationOptionsResponseSchema.parse(options.json()).data.options;
    await phone.request('POST', ACCOUNT_ROUTES.passkeys, { response: second.create(parsed, ORIGIN) });
    const laptop = accountClient(server.app);
    await laptop.signIn(second);
    const tablet = await paired(phone);

    const here = async (client: AccountClient) => (await view(client)).passkeys.map((passkey) => passkey.thisDevice);
    expect(await here(phone)).toEqual([true, true]);
    expect(await here(laptop)).toEqual([false, true]);
    expect(await here(tablet)).toEqual([false, false]);
    // Signing in again with the other passkey makes a new session: it knows only that one.
    await laptop.signIn(first);
    expect(await here(laptop)).toEqual([true, false]);
  });

  it('tells a device signed in to a deleted account that it was deleted, and no one else', async () => {
    const passkey = createSoftAuthenticator();
    const phone = accountClient(server.app);
    await phone.register(passkey);
    const laptop = accountClient(server.app);
    await laptop.signIn(passkey);
    const tablet = await paired(phone);
    const signedOut = accountClient(server.app);
    await signedOut.signIn(passkey);
    const oldCookie = signedOut.cookie;
    await signedOut.request('POST', ACCOUNT_ROUTES.signOut, {});
    expect((await phone.request('DELETE', ACCOUNT_ROUTES.account)).statusCode).toBe(200);

    for (const device of [laptop, tablet]) {
      const answer = await device.request('GET', ACCOUNT_ROUTES.account);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        status: false,
        message: ACCOUNT_DELETED_MESSAGE,
        data: { reason: 'account-deleted' },
      });
      // The answer clears the cookie, as every 401 does.
      expect(device.cookie).toBeUndefined();
    }
    // A session signed out before the deletion, an unknown token, no cookie: the usual answer.
    const stranger = accountClient(server.app);
    for (const cookie of [oldCookie, `__Host-quiz-dojo-session=${'A'.repeat(43)}`, undefined]) {
      stranger.cookie = cookie;
      const answer = await stranger.request('GET', ACCOUNT_ROUTES.account);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ status: false, message: SIGNED_OUT, data: null });
    }
  });

  it('forgets a deleted account’s sessions once they would have ended', async () => {
    const phone = accountClient(server.app);
    await phone.register(createSoftAuthenticator());
    const tablet = await paired(phone);
    const cookie = tablet.cookie;
    await phone.request('DELETE', ACCOUNT_ROUTES.account);
    clock += 31 * DAY;
    // Another deletion clears what has expired; the expired one is not answered meanwhile either.
    tablet.cookie = cookie;
    expect((await tablet.request('GET', ACCOUNT_ROUTES.account)).json().message).toBe(SIGNED_OUT);
    const other = accountClient(server.app);
    await other.register(createSoftAuthenticator());
    await other.request('DELETE', ACCOUNT_ROUTES.account);
    const kept = await server.db.selectFrom('deleted_account_sessions').select(['token_hash', 'expires_at']).execute();
    expect(kept.every((row) => Date.parse(row.expires_at) > clock)).toBe(true);
    expect(kept).toHaveLength(1);
  });
});
