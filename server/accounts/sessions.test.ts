import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, accountResponseSchema } from '../../contract/accounts/index.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { accountClient } from './testing/account-client.js';
import { createSoftAuthenticator } from './testing/soft-authenticator.js';

const DAY = 24 * 60 * 60_000;

describe.each(DIALECTS)('sessions on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ dialect, publicUrl: 'https://quiz.test', now: () => clock });
  });
  afterAll(() => server.close());

  const signedUp = async () => {
    const client = accountClient(server.app);
    await client.register(createSoftAuthenticator());
    return client;
  };
  const me = (client: ReturnType<typeof accountClient>) => client.request('GET', ACCOUNT_ROUTES.account);

  it('ends a session 30 days after its last use, and each use (an hour apart) moves that end', async () => {
    const used = await signedUp();
    const idle = await signedUp();
    clock += DAY / 2;
    expect((await me(idle)).statusCode).toBe(200);
    clock += 28.5 * DAY;
    expect((await me(used)).statusCode).toBe(200);
    clock += 2 * DAY;
    // 31 days after sign-in: the idle session has ended, the one used at day 29 lives on.
    expect((await me(used)).statusCode).toBe(200);
    const ended = await me(idle);
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toMatchObject({ status: false, data: null, message: expect.stringMatching(/Not signed in/) });
    expect(ended.headers['set-cookie']).toEqual([
      expect.stringMatching(/^__Host-quiz-dojo-session=; Max-Age=0;.*HttpOnly/),
      expect.stringMatching(/^__Host-quiz-dojo-account=; Max-Age=0;/),
    ]);
    clock += 30 * DAY + 1;
    expect((await me(used)).statusCode).toBe(401);
  });

  it("sets the cookies again only when the session's end moves, or when the page's mark is missing", async () => {
    const client = await signedUp();
    const fromPage = (cookie: string) =>
      server.app.inject({ url: ACCOUNT_ROUTES.account, headers: { host: 'quiz.test', cookie } });
    const markOf = (reply: Awaited<ReturnType<typeof fromPage>>) =>
      String(reply.headers['set-cookie']![1]).split(';')[0];
    const again = (end: number) => [
      expect.stringMatching(/^__Host-quiz-dojo-session=[\w-]{43}; Max-Age=2592000;.*HttpOnly/),
      expect.stringMatching(new RegExp(`^__Host-quiz-dojo-account=${Math.floor(end / 1000)}; Max-Age=2592000;`)),
    ];
    // The mark missing: both cookies again, the mark naming the session's end.
    const first = await fromPage(client.cookie!);
    expect(first.headers['set-cookie']).toEqual(again(clock + 30 * DAY));
    const both = `${client.cookie}; ${markOf(first)}`;
    // Within the hour nothing moves: a reply in flight while another tab signs out sets nothing back.
    const quiet = await fromPage(both);
    expect(quiet.statusCode).toBe(200);
    expect(quiet.headers['set-cookie']).toBeUndefined();
    clock += 61 * 60_000;
    const moved = await fromPage(both);
    expect(moved.statusCode).toBe(200);
    expect(moved.headers['set-cookie']).toEqual(again(clock + 30 * DAY));
    expect((await fromPage(`${client.cookie}; ${markOf(moved)}`)).headers['set-cookie']).toBeUndefined();
  });

  it("sends the cookies again after the answer that moved the session's end was lost", async () => {
    const client = await signedUp();
    const fromPage = (cookie: string) =>
      server.app.inject({ url: ACCOUNT_ROUTES.account, headers: { host: 'quiz.test', cookie } });
    // What the browser holds: the session cookie and the mark as the server last set them.
    const first = await fromPage(client.cookie!);
    const held = `${client.cookie}; ${String(first.headers['set-cookie']![1]).split(';')[0]}`;
    clock += 61 * 60_000;
    // This answer moves the session's end, but never reaches the browser (a tab closed, a network drop).
    expect((await fromPage(held)).headers['set-cookie']).toHaveLength(2);
    // The browser still holds cookies that end 61 minutes before the session does: the next answer
    // tells it the new end, else it would forget a session the server keeps (signed out early).
    const next = await fromPage(held);
    expect(next.statusCode).toBe(200);
    expect(next.headers['set-cookie']).toEqual([
      expect.stringMatching(/^__Host-quiz-dojo-session=[\w-]{43}; Max-Age=2592000;.*HttpOnly/),
      expect.stringMatching(/^__Host-quiz-dojo-account=\w+; Max-Age=2592000;/),
    ]);
  });

  it("clears the page's mark with the session: on sign-out, and when only the mark is left", async () => {
    const client = await signedUp();
    const out = await client.request('POST', ACCOUNT_ROUTES.signOut);
    expect(out.headers['set-cookie']).toEqual([
      expect.stringMatching(/^__Host-quiz-dojo-session=; Max-Age=0;/),
      expect.stringMatching(/^__Host-quiz-dojo-account=; Max-Age=0;/),
    ]);
    const stranger = accountClient(server.app);
    stranger.cookie = '__Host-quiz-dojo-account=1';
    const markOnly = await me(stranger);
    expect(markOnly.statusCode).toBe(401);
    expect(markOnly.headers['set-cookie']).toEqual([
      expect.stringMatching(/^__Host-quiz-dojo-session=; Max-Age=0;/),
      expect.stringMatching(/^__Host-quiz-dojo-account=; Max-Age=0;/),
    ]);
    // A browser that never signed in gets no cookie at all.
    const none = await me(accountClient(server.app));
    expect(none.statusCode).toBe(401);
    expect(none.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a state-changing request from another site, even with a valid cookie', async () => {
    const client = await signedUp();
    const evil = { origin: 'https://evil.test' };
    for (const [method, url] of [
      ['POST', ACCOUNT_ROUTES.signOut],
      ['POST', ACCOUNT_ROUTES.signOutAll],
      ['POST', ACCOUNT_ROUTES.pairing],
      ['DELETE', ACCOUNT_ROUTES.account],
      ['PATCH', ACCOUNT_ROUTES.account],
    ] as const) {
      const refused = await client.request(method, url, {}, evil);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().message).toMatch(/did not come from this site/);
    }
    // Without Origin, only Sec-Fetch-Site: same-origin vouches for the request.
    const bare = await server.app.inject({
      method: 'POST',
      url: ACCOUNT_ROUTES.pairing,
      headers: { cookie: client.cookie! },
    });
    expect(bare.statusCode).toBe(403);
    const crossSite = { cookie: client.cookie!, 'sec-fetch-site': 'cross-site' };
    expect(
      (await server.app.inject({ method: 'POST', url: ACCOUNT_ROUTES.pairing, headers: crossSite })).statusCode,
    ).toBe(403);
    const sameOrigin = { cookie: client.cookie!, 'sec-fetch-site': 'same-origin' };
    expect(
      (await server.app.inject({ method: 'POST', url: ACCOUNT_ROUTES.pairing, headers: sameOrigin })).statusCode,
    ).toBe(200);
    expect((await me(client)).statusCode).toBe(200);
  });

  it('signs out this device, one other device, or all of them', async () => {
    const passkey = createSoftAuthenticator();
    const phone = accountClient(server.app);
    await phone.register(passkey);
    const laptop = accountClient(server.app);
    const tablet = accountClient(server.app);
    await laptop.signIn(passkey);
    await tablet.signIn(passkey);
    const devices = accountResponseSchema.parse((await me(phone)).json()).data.devices;
    expect(devices.filter((d) => d.current)).toHaveLength(1);
    const laptopId = accountResponseSchema.parse((await me(laptop)).json()).data.devices.find((d) => d.current)!.id;

    expect((await phone.request('DELETE', ACCOUNT_ROUTES.device.replace(':id', laptopId))).statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await phone.request('DELETE', ACCOUNT_ROUTES.device.replace(':id', laptopId))).statusCode).toBe(404);

    const token = tablet.cookie;
    expect((await tablet.request('POST', ACCOUNT_ROUTES.signOut)).statusCode).toBe(200);
    expect(tablet.cookie).toBeUndefined();
    tablet.cookie = token;
    expect((await me(tablet)).statusCode).toBe(401);

    await laptop.signIn(passkey);
    expect((await phone.request('POST', ACCOUNT_ROUTES.signOutAll)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);
  });

  it('cannot sign out a device of another account', async () => {
    const mine = await signedUp();
    const theirs = await signedUp();
    const theirId = accountResponseSchema.parse((await me(theirs)).json()).data.devices[0]!.id;
    expect((await mine.request('DELETE', ACCOUNT_ROUTES.device.replace(':id', theirId))).statusCode).toBe(404);
    expect((await me(theirs)).statusCode).toBe(200);
  });
});
