import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, pairingCodeResponseSchema } from '../../contract/accounts/index.js';
import { SYNC_ROUTES } from '../../contract/sync/sync-schema.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { accountClient, type AccountClient } from './testing/account-client.js';
import { isLoopbackSocket } from './relying-party.js';
import { createSoftAuthenticator } from './testing/soft-authenticator.js';

/**
 * Adversarial review of the account write paths (issue 23): one learner, or another site, trying
 * to act for another learner. The authors' own tests cover the ordinary cases; these are the edges.
 */
const SITE = 'https://quiz.test';
const today = new Date().toISOString().slice(0, 10);

describe.each(DIALECTS)('accounts under attack on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ dialect, publicUrl: SITE });
  });
  afterAll(() => server.close());

  const signedUp = async () => {
    const client = accountClient(server.app);
    const created = await client.register(createSoftAuthenticator());
    return { client, id: (created.json().data as { id: string }).id };
  };
  const rowsOf = async (accountId: string) => {
    const tables = ['sessions', 'passkeys', 'pairing_codes', 'sync_records'] as const;
    let rows = 0;
    for (const table of tables) {
      rows += (await server.db.selectFrom(table).select('account_id').where('account_id', '=', accountId).execute())
        .length;
    }
    return rows;
  };
  const day = (answered: number) => ({ device: 'phone-aaaaaaaaaaaaaa', day: today, answered, correct: 0 });

  it('refuses every state-changing route of the OpenAPI document from another site, whatever it sends', async () => {
    const { client } = await signedUp();
    const paths = (await server.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths as Record<
      string,
      Record<string, unknown>
    >;
    const changing = Object.entries(paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => ['post', 'patch', 'put', 'delete'].includes(method))
        .map((method) => [method.toUpperCase() as 'POST', path.replace(/\{[^}]+\}/g, 'some-id')] as const),
    );
    expect(changing.map(([, path]) => path)).toEqual(
      expect.arrayContaining([SYNC_ROUTES.sync, ACCOUNT_ROUTES.signOut]),
    );
    const crossSite: Record<string, string>[] = [
      { origin: 'null' },
      { origin: 'https://quiz.test.evil.example' },
      { origin: 'http://quiz.test' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
      { origin: '', 'sec-fetch-site': 'cross-site' },
      { origin: '', 'sec-fetch-site': 'same-site' },
      { origin: '' },
    ];
    for (const [method, url] of changing) {
      // The anonymous feedback routes (issue 25) act for no one: a request that names no site at all
      // (curl, a script) may write there; one a browser sends from another site may not.
      const anonymous = !/^\/api\/(account|sync)(\/|$)/.test(url);
      for (const headers of crossSite) {
        if (anonymous && Object.values(headers).every((value) => value === '')) continue;
        // An empty value stands for no header at all (the client adds Origin otherwise).
        const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
        const options = { method, url, payload: {}, headers: { host: 'quiz.test', cookie: client.cookie!, ...sent } };
        const answer = await server.app.inject(options);
        expect(answer.statusCode, `${method} ${url} ${JSON.stringify(sent)}`).toBe(403);
      }
    }
    expect((await client.request('GET', ACCOUNT_ROUTES.account)).statusCode).toBe(200);
  });

  it('keeps a challenge to its own ceremony and its own account', async () => {
    const victim = await signedUp();
    const attacker = await signedUp();
    const attackerKey = createSoftAuthenticator();
    const victimOptions = (await victim.client.request('POST', ACCOUNT_ROUTES.passkeyOptions, {})).json().data.options;
    // The attacker, signed in to their own account, answers the victim's add-passkey challenge.
    const stolen = attackerKey.create(victimOptions, SITE);
    const onOwn = await attacker.client.request('POST', ACCOUNT_ROUTES.passkeys, { response: stolen });
    expect(onOwn.statusCode).toBe(400);
    // Without a session, it is a sign-up: a challenge of another purpose is refused.
    const anonymous = accountClient(server.app);
    const again = createSoftAuthenticator().create(victimOptions, SITE);
    expect((await anonymous.request('POST', ACCOUNT_ROUTES.register, { response: again })).statusCode).toBe(400);
    const signInOptions = (await anonymous.request('POST', ACCOUNT_ROUTES.signInOptions, {})).json().data.options;
    const crossed = createSoftAuthenticator().create({ ...victimOptions, challenge: signInOptions.challenge }, SITE);
    expect((await anonymous.request('POST', ACCOUNT_ROUTES.register, { response: crossed })).statusCode).toBe(400);
    expect(anonymous.cookie).toBeUndefined();
    const victimView = (await victim.client.request('GET', ACCOUNT_ROUTES.account)).json().data;
    expect(victimView.passkeys).toHaveLength(1);
  });

  it('takes one passkey once when it is registered twice at the same moment', async () => {
    const authenticator = createSoftAuthenticator();
    const tabs = [accountClient(server.app), accountClient(server.app)];
    const options = await Promise.all(tabs.map((tab) => tab.request('POST', ACCOUNT_ROUTES.registerOptions, {})));
    const answers = await Promise.all(
      tabs.map((tab, index) =>
        tab.request('POST', ACCOUNT_ROUTES.register, {
          response: authenticator.create(options[index]!.json().data.options, SITE),
        }),
      ),
    );
    // One account; the other attempt is told why (400), not a 500 from the primary key.
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
  });

  it('redeems a pairing code once when two devices send it at the same moment', async () => {
    const { client, id } = await signedUp();
    const { code } = pairingCodeResponseSchema.parse(
      (await client.request('POST', ACCOUNT_ROUTES.pairing)).json(),
    ).data;
    const devices = Array.from({ length: 4 }, () => accountClient(server.app));
    const answers = await Promise.all(
      devices.map((device) => device.request('POST', ACCOUNT_ROUTES.pairingRedeem, { code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400, 400]);
    expect(devices.filter((device) => device.cookie !== undefined)).toHaveLength(1);
    const sessions = await server.db.selectFrom('sessions').select('id').where('account_id', '=', id).execute();
    expect(sessions).toHaveLength(2);
  });

  it('never adopts a session token planted before sign-in', async () => {
    const authenticator = createSoftAuthenticator();
    const owner = accountClient(server.app);
    await owner.register(authenticator);
    const planted = `__Host-quiz-dojo-session=${'A'.repeat(43)}`;
    const victim: AccountClient = accountClient(server.app);
    victim.cookie = planted;
    expect((await victim.signIn(authenticator)).statusCode).toBe(200);
    expect(victim.cookie).not.toBe(planted);
    const attacker = accountClient(server.app);
    attacker.cookie = planted;
    expect((await attacker.request('GET', ACCOUNT_ROUTES.account)).statusCode).toBe(401);
  });

  it('keeps no session token or pairing code in any account table, only their hashes', async () => {
    const { client } = await signedUp();
    const token = client.cookie!.split('=')[1]!;
    const { code } = pairingCodeResponseSchema.parse(
      (await client.request('POST', ACCOUNT_ROUTES.pairing)).json(),
    ).data;
    const tables = ['accounts', 'passkeys', 'sessions', 'pairing_codes', 'webauthn_challenges'] as const;
    const text = [];
    for (const table of tables) text.push(JSON.stringify(await server.db.selectFrom(table).selectAll().execute()));
    const stored = text.join('\n');
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(code.replace(/-/g, ''));
    expect(stored).not.toContain(code);
  });

  it('refuses a signed-out device on sync, and stores nothing for it', async () => {
    const { client, id } = await signedUp();
    const old = client.cookie;
    expect((await client.request('POST', ACCOUNT_ROUTES.signOutAll)).statusCode).toBe(200);
    client.cookie = old;
    const pushed = await client.request('POST', SYNC_ROUTES.sync, { days: [day(1)] });
    expect(pushed.statusCode).toBe(401);
    expect(await rowsOf(id)).toBe(1);
  });

  it('leaves no row of an account deleted while its other device uploads', async () => {
    const { client, id } = await signedUp();
    const { code } = pairingCodeResponseSchema.parse(
      (await client.request('POST', ACCOUNT_ROUTES.pairing)).json(),
    ).data;
    const laptop = accountClient(server.app);
    expect((await laptop.request('POST', ACCOUNT_ROUTES.pairingRedeem, { code })).statusCode).toBe(200);
    const uploads = Array.from({ length: 6 }, (_, index) =>
      laptop.request('POST', SYNC_ROUTES.sync, { days: [{ ...day(index + 1), device: `laptop-${index}-aaaaaaaaaa` }] }),
    );
    const [deleted, ...pushed] = await Promise.all([client.request('DELETE', ACCOUNT_ROUTES.account), ...uploads]);
    expect(deleted.statusCode).toBe(200);
    for (const answer of pushed) expect([200, 401]).toContain(answer.statusCode);
    expect(await rowsOf(id)).toBe(0);
    expect((await laptop.request('POST', SYNC_ROUTES.sync, { days: [day(9)] })).statusCode).toBe(401);
    expect(await rowsOf(id)).toBe(0);
  });
});

describe('a public server without PUBLIC_URL', () => {
  // Without PUBLIC_URL the relying party comes from the request's Host: only a connection from this
  // machine (the socket's address, not a forwarded one) may use it, so Host: localhost from afar is refused.
  it('keeps accounts off for a remote client that writes Host: localhost', async () => {
    const server = await startTestServer();
    try {
      const authenticator = createSoftAuthenticator();
      const headers = { host: 'localhost', origin: 'http://localhost', 'content-type': 'application/json' };
      const remote = { remoteAddress: '203.0.113.9', headers };
      const forwarded = { remoteAddress: '203.0.113.9', headers: { ...headers, 'x-forwarded-for': '127.0.0.1' } };
      for (const client of [remote, forwarded]) {
        const options = await server.app.inject({
          ...client,
          method: 'POST',
          url: ACCOUNT_ROUTES.registerOptions,
          payload: '{}',
        });
        expect(options.statusCode).toBe(503);
        expect(options.json().message).toContain('set PUBLIC_URL');
      }
      // The same requests from this machine still work (development and tests).
      const local = { remoteAddress: '127.0.0.1', headers };
      const options = await server.app.inject({
        ...local,
        method: 'POST',
        url: ACCOUNT_ROUTES.registerOptions,
        payload: '{}',
      });
      expect(options.statusCode).toBe(200);
      const response = authenticator.create(options.json().data.options, 'http://localhost');
      const created = await server.app.inject({
        ...remote,
        method: 'POST',
        url: ACCOUNT_ROUTES.register,
        payload: JSON.stringify({ response }),
      });
      expect(created.statusCode).toBe(503);
    } finally {
      await server.close();
    }
  });

  it('takes 127.0.0.0/8, ::1 and their IPv4-mapped forms as loopback, nothing else', () => {
    for (const address of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1'])
      expect(isLoopbackSocket(address)).toBe(true);
    for (const address of ['203.0.113.9', '::ffff:10.0.0.1', '::2', '128.0.0.1', 'fe80::1', undefined]) {
      expect(isLoopbackSocket(address)).toBe(false);
    }
  });
});
