import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, accountResponseSchema, creationOptionsResponseSchema } from '../../contract/accounts/index.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { accountClient, type AccountClient } from './testing/account-client.js';
import { createSoftAuthenticator, type SoftAuthenticator } from './testing/soft-authenticator.js';

const ORIGIN = 'https://quiz.test';
const url = (id: string) => ACCOUNT_ROUTES.passkey.replace(':id', encodeURIComponent(id));

describe.each(DIALECTS)('removing a passkey on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ dialect, publicUrl: ORIGIN });
  });
  afterAll(() => server.close());

  /** A signed-in account with two passkeys: the first it was made with, then one added. */
  const withTwoPasskeys = async () => {
    const client = accountClient(server.app);
    const first = createSoftAuthenticator();
    await client.register(first);
    const options = await client.request('POST', ACCOUNT_ROUTES.passkeyOptions, {});
    const parsed = creationOptionsResponseSchema.parse(options.json()).data.options;
    const second = createSoftAuthenticator();
    const added = await client.request('POST', ACCOUNT_ROUTES.passkeys, { response: second.create(parsed, ORIGIN) });
    const ids = accountResponseSchema.parse(added.json()).data.passkeys.map((passkey) => passkey.id);
    return { client, first, second, ids: ids as [string, string] };
  };
  const passkeysOf = async (client: AccountClient) =>
    accountResponseSchema.parse((await client.request('GET', ACCOUNT_ROUTES.account)).json()).data.passkeys;
  const signsIn = async (passkey: SoftAuthenticator) => (await accountClient(server.app).signIn(passkey)).statusCode;

  it('removes one passkey, which then signs no one in, and refuses to remove the last', async () => {
    const { client, first, second, ids } = await withTwoPasskeys();
    const removed = await client.request('DELETE', url(ids[1]));
    expect(removed.statusCode).toBe(200);
    expect(accountResponseSchema.parse(removed.json()).data.passkeys.map((passkey) => passkey.id)).toEqual([ids[0]]);
    expect(await signsIn(second)).toBe(400);
    expect(await signsIn(first)).toBe(200);

    const last = await client.request('DELETE', url(ids[0]));
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/only passkey: add another one first/);
    expect(await passkeysOf(client)).toHaveLength(1);
    // Removing a passkey signs no device out: this one is still signed in.
    expect((await client.request('GET', ACCOUNT_ROUTES.account)).statusCode).toBe(200);
  });

  it("cannot remove another account's passkey (the answer is the same as for an unknown id)", async () => {
    const victim = await withTwoPasskeys();
    const attacker = await withTwoPasskeys();
    for (const id of victim.ids) {
      const refused = await attacker.client.request('DELETE', url(id));
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('No such passkey on this account; reload the list');
    }
    expect((await attacker.client.request('DELETE', url('bm8tc3VjaC1wYXNza2V5'))).statusCode).toBe(404);
    expect((await passkeysOf(victim.client)).map((passkey) => passkey.id)).toEqual(victim.ids);
    expect(await passkeysOf(attacker.client)).toHaveLength(2);
    expect(await signsIn(victim.second)).toBe(200);
  });

  it('refuses a removal from another site, or without a session', async () => {
    const { client, ids } = await withTwoPasskeys();
    const crossSite = await client.request('DELETE', url(ids[1]), undefined, { origin: 'https://evil.test' });
    expect(crossSite.statusCode).toBe(403);
    const signedOut = accountClient(server.app);
    expect((await signedOut.request('DELETE', url(ids[1]))).statusCode).toBe(401);
    expect(await passkeysOf(client)).toHaveLength(2);
  });

  it('keeps one passkey when both are removed at the same moment (two tabs)', async () => {
    const { client, ids } = await withTwoPasskeys();
    const answers = await Promise.all(ids.map((id) => client.request('DELETE', url(id))));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await passkeysOf(client)).toHaveLength(1);
  });
});
