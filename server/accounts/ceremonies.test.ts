import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, accountResponseSchema, creationOptionsResponseSchema } from '../../contract/accounts/index.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { accountClient } from './testing/account-client.js';
import { createSoftAuthenticator } from './testing/soft-authenticator.js';

const ORIGIN = 'https://quiz.test';
const MINUTE = 60_000;

describe.each(DIALECTS)('passkey ceremonies on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ dialect, publicUrl: ORIGIN, now: () => clock });
  });
  afterAll(() => server.close());

  it('creates an account with a passkey and signs the device in with a secure session cookie', async () => {
    const phone = accountClient(server.app);
    const created = await phone.register(createSoftAuthenticator(), 'Ada');
    expect(created.statusCode).toBe(201);
    const account = accountResponseSchema.parse(created.json()).data;
    expect(account).toMatchObject({ displayName: 'Ada', passkeys: [{ transports: ['internal'] }] });
    expect(account.devices).toEqual([expect.objectContaining({ label: 'Firefox on Linux', current: true })]);
    const cookie = String(created.headers['set-cookie']);
    expect(cookie).toMatch(/^__Host-quiz-dojo-session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
    // Beside it, for the page to read (Safari erases its localStorage mark): no secret (the session's
    // end, in epoch seconds), not HttpOnly.
    const [, mark] = created.headers['set-cookie'] as string[];
    expect(mark).toMatch(
      new RegExp(`^__Host-quiz-dojo-account=\\d{10}; Max-Age=${30 * 24 * 60 * 60}; Path=/; Secure; SameSite=Lax$`),
    );
    // The database keeps the token's hash only.
    const token = phone.cookie!.split('=')[1]!;
    const sessions = await server.db.selectFrom('sessions').select('token_hash').execute();
    expect(sessions.map((s) => s.token_hash)).not.toContain(token);
    const me = await phone.request('GET', ACCOUNT_ROUTES.account);
    expect(me.statusCode).toBe(200);
    expect(me.headers['cache-control']).toBe('no-store');
    expect(accountResponseSchema.parse(me.json()).data.id).toBe(account.id);
  });

  it('offers the same key types on every supported Node: EdDSA, ES256 and RS256, never ML-DSA', async () => {
    const options = await accountClient(server.app).request('POST', ACCOUNT_ROUTES.registerOptions, {});
    const { pubKeyCredParams } = creationOptionsResponseSchema.parse(options.json()).data.options;
    expect(pubKeyCredParams.map((param) => param.alg)).toEqual([-8, -7, -257]);
  });

  it('renames the account, and says what a display name may be', async () => {
    const client = accountClient(server.app);
    await client.register(createSoftAuthenticator(), 'Ada');
    const renamed = await client.request('PATCH', ACCOUNT_ROUTES.account, { displayName: '  Ada L.  ' });
    expect(renamed.statusCode).toBe(200);
    expect(accountResponseSchema.parse(renamed.json()).data.displayName).toBe('Ada L.');
    const tooLong = await client.request('PATCH', ACCOUNT_ROUTES.account, { displayName: 'x'.repeat(65) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/at displayName: A display name has at most 64 characters/);
  });

  it('signs in on another device with the same passkey, without a user name', async () => {
    const passkey = createSoftAuthenticator();
    const phone = accountClient(server.app);
    const { id } = (await phone.register(passkey)).json().data;
    const laptop = accountClient(server.app);
    const signedIn = await laptop.signIn(passkey);
    expect(signedIn.statusCode).toBe(200);
    const account = accountResponseSchema.parse(signedIn.json()).data;
    expect(account.id).toBe(id);
    expect(account.devices).toHaveLength(2);
    expect(account.passkeys[0]!.lastUsedAt).not.toBeNull();
    expect(laptop.cookie).not.toBe(phone.cookie);
    // Signing in again on the same device replaces its session rather than adding one.
    const again = accountResponseSchema.parse((await laptop.signIn(passkey)).json()).data;
    expect(again.devices).toHaveLength(2);
  });

  it('adds a second passkey to a signed-in account', async () => {
    const phone = accountClient(server.app);
    await phone.register(createSoftAuthenticator());
    const options = await phone.request('POST', ACCOUNT_ROUTES.passkeyOptions, {});
    const parsed = creationOptionsResponseSchema.parse(options.json()).data.options;
    expect(parsed.excludeCredentials).toHaveLength(1);
    const second = createSoftAuthenticator();
    const added = await phone.request('POST', ACCOUNT_ROUTES.passkeys, { response: second.create(parsed, ORIGIN) });
    expect(added.statusCode).toBe(201);
    expect(accountResponseSchema.parse(added.json()).data.passkeys).toHaveLength(2);
    expect((await accountClient(server.app).signIn(second)).statusCode).toBe(200);
  });

  it('refuses a passkey without user verification', async () => {
    const refused = await accountClient(server.app).register(createSoftAuthenticator({ userVerified: false }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/user.*verif/i);
  });

  it('refuses a response made for another site (a phishing page)', async () => {
    const client = accountClient(server.app);
    const options = await client.request('POST', ACCOUNT_ROUTES.registerOptions, {});
    const response = createSoftAuthenticator().create(options.json().data.options, 'https://quiz-test.evil');
    const refused = await client.request('POST', ACCOUNT_ROUTES.register, { response });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/origin/i);
  });

  it('takes each challenge once: a replayed registration or sign-in is refused', async () => {
    const passkey = createSoftAuthenticator();
    const client = accountClient(server.app);
    const options = await client.request('POST', ACCOUNT_ROUTES.registerOptions, {});
    const response = passkey.create(options.json().data.options, ORIGIN);
    expect((await client.request('POST', ACCOUNT_ROUTES.register, { response })).statusCode).toBe(201);
    const again = await client.request('POST', ACCOUNT_ROUTES.register, { response });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/expired or was already used/);

    const signInOptions = await client.request('POST', ACCOUNT_ROUTES.signInOptions, {});
    const assertion = passkey.get(signInOptions.json().data.options, ORIGIN);
    expect((await client.request('POST', ACCOUNT_ROUTES.signIn, { response: assertion })).statusCode).toBe(200);
    const replayed = await client.request('POST', ACCOUNT_ROUTES.signIn, { response: assertion });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().message).toMatch(/expired or was already used/);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const passkey = createSoftAuthenticator();
    const client = accountClient(server.app);
    await client.register(passkey);
    const late = async (minutes: number) => {
      const options = await client.request('POST', ACCOUNT_ROUTES.signInOptions, {});
      clock += minutes * MINUTE;
      return client.request('POST', ACCOUNT_ROUTES.signIn, {
        response: passkey.get(options.json().data.options, ORIGIN),
      });
    };
    expect((await late(4.9)).statusCode).toBe(200);
    const expired = await late(5.1);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired or was already used/);
  });

  it('says what is wrong with a malformed response, and knows no deleted passkey', async () => {
    const client = accountClient(server.app);
    const bad = await client.request('POST', ACCOUNT_ROUTES.signIn, { response: { id: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid request body at response\./);
    const stranger = createSoftAuthenticator();
    stranger.create({ challenge: 'AA', rp: { id: 'quiz.test' }, user: { id: 'AA' } }, ORIGIN);
    const unknown = await client.signIn(stranger);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/belongs to no account/);
  });
});
