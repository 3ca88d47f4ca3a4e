import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, pairingCodeResponseSchema } from '../../contract/accounts/index.js';
import { startTestServer } from '../testing/test-server.js';
import { CEREMONY_LIMIT_PER_MINUTE, REDEEM_LIMIT_PER_MINUTE } from './routes.js';
import { accountClient } from './testing/account-client.js';
import { createSoftAuthenticator } from './testing/soft-authenticator.js';

describe('where accounts work', () => {
  it('answers 503 with what to set when PUBLIC_URL cannot carry passkeys, while the quiz keeps working', async () => {
    for (const [publicUrl, hint] of [
      ['http://quiz.example.org', /only over HTTPS; set PUBLIC_URL=https:\/\/quiz\.example\.org/],
      ['https://192.0.2.7', /passkeys need a host name/],
      [undefined, /must set PUBLIC_URL/],
    ] as const) {
      const server = await startTestServer({ publicUrl });
      const origin = publicUrl ?? 'https://quiz.example.org';
      const client = accountClient(server.app, origin);
      const refused = await client.request('POST', ACCOUNT_ROUTES.signInOptions, {});
      expect(refused.statusCode, String(publicUrl)).toBe(503);
      expect(refused.json().message).toMatch(hint);
      expect((await client.request('GET', ACCOUNT_ROUTES.account)).statusCode).toBe(503);
      expect((await server.app.inject({ url: '/api/quiz', headers: { host: 'quiz.example.org' } })).statusCode).toBe(
        200,
      );
      await server.close();
    }
  });

  it('works on http://localhost without PUBLIC_URL, with a cookie that is not Secure', async () => {
    const server = await startTestServer();
    const client = accountClient(server.app, 'http://localhost:3000');
    const created = await client.register(createSoftAuthenticator());
    expect(created.statusCode).toBe(201);
    const cookie = String(created.headers['set-cookie']);
    expect(cookie).toMatch(/^quiz-dojo-session=/);
    expect(cookie).not.toContain('Secure');
    const pairing = pairingCodeResponseSchema.parse((await client.request('POST', ACCOUNT_ROUTES.pairing)).json());
    expect(pairing.data.link).toMatch(/^http:\/\/localhost:3000\/account\/pair#/);
    await server.close();
  });
});

describe('limits', () => {
  it('allows fewer sign-up and sign-in requests, and fewer pairing attempts, than the general rate limit', async () => {
    const server = await startTestServer({ publicUrl: 'https://quiz.test', rateLimitPerMinute: 600 });
    const client = accountClient(server.app);
    const statuses: number[] = [];
    for (let i = 0; i <= CEREMONY_LIMIT_PER_MINUTE; i++) {
      statuses.push((await client.request('POST', ACCOUNT_ROUTES.signInOptions, {})).statusCode);
    }
    expect(statuses.slice(0, CEREMONY_LIMIT_PER_MINUTE).every((status) => status === 200)).toBe(true);
    const limited = await client.request('POST', ACCOUNT_ROUTES.registerOptions, {});
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/at most 30 a minute/);

    const guesses: number[] = [];
    for (let i = 0; i <= REDEEM_LIMIT_PER_MINUTE; i++) {
      guesses.push((await client.request('POST', ACCOUNT_ROUTES.pairingRedeem, { code: 'AAAA-AAAA-AAAA' })).statusCode);
    }
    expect(guesses).toEqual([...Array(REDEEM_LIMIT_PER_MINUTE).fill(400), 429]);
    await server.close();
  });

  it('refuses a body over 16 KB', async () => {
    const server = await startTestServer({ publicUrl: 'https://quiz.test' });
    const response = await accountClient(server.app).request('POST', ACCOUNT_ROUTES.registerOptions, {
      displayName: 'x'.repeat(17_000),
    });
    expect(response.statusCode).toBe(413);
    await server.close();
  });
});

describe('logs', () => {
  it('hold no session token, pairing code or credential', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const server = await startTestServer({ publicUrl: 'https://quiz.test', logger: { level: 'trace', stream } });
    const passkey = createSoftAuthenticator();
    const phone = accountClient(server.app);
    await phone.register(passkey);
    const { code } = pairingCodeResponseSchema.parse((await phone.request('POST', ACCOUNT_ROUTES.pairing)).json()).data;
    const laptop = accountClient(server.app);
    await laptop.request('POST', ACCOUNT_ROUTES.pairingRedeem, { code });
    await laptop.signIn(passkey);
    const log = lines.join('');
    expect(log).toContain(ACCOUNT_ROUTES.pairingRedeem);
    for (const secret of [phone.cookie!.split('=')[1]!, laptop.cookie!.split('=')[1]!, code, passkey.credentialId]) {
      expect(log).not.toContain(secret);
    }
    await server.close();
  });
});

describe('a web app on another origin of the same site (APP_ORIGIN)', () => {
  it('signs in from that origin with CORS credentials, and from no other', async () => {
    const server = await startTestServer({ publicUrl: 'https://api.quiz.test', appOrigin: 'https://quiz.test' });
    const app = accountClient(server.app, 'https://quiz.test', 'api.quiz.test');
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: ACCOUNT_ROUTES.register,
      headers: { host: 'api.quiz.test', origin: 'https://quiz.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': 'https://quiz.test',
      'access-control-allow-credentials': 'true',
      'access-control-allow-methods': 'GET, POST, PATCH, DELETE',
    });
    const created = await app.register(createSoftAuthenticator());
    expect(created.statusCode).toBe(201);
    expect(created.headers['access-control-allow-origin']).toBe('https://quiz.test');
    expect(created.headers['access-control-allow-credentials']).toBe('true');
    const pairing = pairingCodeResponseSchema.parse((await app.request('POST', ACCOUNT_ROUTES.pairing)).json());
    expect(pairing.data.link).toMatch(/^https:\/\/quiz\.test\/account\/pair#/);
    const evil = await app.request('POST', ACCOUNT_ROUTES.signOut, {}, { origin: 'https://evil.test' });
    expect(evil.statusCode).toBe(403);
    expect(evil.headers['access-control-allow-origin']).toBe('https://quiz.test');
    await server.close();
  });

  it('without it, account answers carry no CORS header and the preflight allows no POST', async () => {
    const server = await startTestServer({ publicUrl: 'https://quiz.test' });
    const me = await accountClient(server.app).request('GET', ACCOUNT_ROUTES.account);
    expect(me.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await server.app.inject({
      method: 'OPTIONS',
      url: ACCOUNT_ROUTES.register,
      headers: { host: 'quiz.test', origin: 'https://other.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD');
    await server.close();
  });
});
