import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ROUTES,
  accountResponseSchema,
  PAIRING_ALPHABET,
  pairingCodeResponseSchema,
} from '../../contract/accounts/index.js';
import type { Db } from '../db/database.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { ACCOUNT_TABLES } from './account-store.js';
import { accountClient, type AccountClient } from './testing/account-client.js';
import { createSoftAuthenticator } from './testing/soft-authenticator.js';

const MINUTE = 60_000;

/** Rows of each account table that belong to an account. */
async function rowsOf(db: Db, accountId: string) {
  const counts: Record<string, number> = {};
  for (const table of ACCOUNT_TABLES) {
    const column = table === 'accounts' ? 'id' : 'account_id';
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where(column, '=', accountId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  const challenges = await db
    .selectFrom('webauthn_challenges')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  counts.webauthn_challenges = Number(challenges.n);
  return counts;
}

describe.each(DIALECTS)('pairing and deletion on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ dialect, publicUrl: 'https://quiz.test', now: () => clock });
  });
  afterAll(() => server.close());

  const signedUp = async () => {
    const client = accountClient(server.app);
    const { id } = (await client.register(createSoftAuthenticator())).json().data as { id: string };
    return { client, id };
  };
  const pairingCode = async (client: AccountClient) =>
    pairingCodeResponseSchema.parse((await client.request('POST', ACCOUNT_ROUTES.pairing)).json()).data;
  const redeem = (client: AccountClient, code: string) =>
    client.request('POST', ACCOUNT_ROUTES.pairingRedeem, { code });

  it('signs a second device in with a pairing code, once', async () => {
    const { client: phone, id } = await signedUp();
    const pairing = await pairingCode(phone);
    expect(pairing.code).toMatch(
      new RegExp(`^[${PAIRING_ALPHABET}]{4}-[${PAIRING_ALPHABET}]{4}-[${PAIRING_ALPHABET}]{4}$`),
    );
    expect(pairing.link).toBe(`https://quiz.test/account/pair#${pairing.code}`);
    expect(Date.parse(pairing.expiresAt) - clock).toBe(5 * MINUTE);

    const laptop = accountClient(server.app);
    // Typed in lower case, without dashes: still the code.
    const redeemed = await redeem(laptop, pairing.code.toLowerCase().replace(/-/g, ''));
    expect(redeemed.statusCode).toBe(200);
    expect(accountResponseSchema.parse(redeemed.json()).data).toMatchObject({ id, devices: expect.any(Array) });
    expect((await laptop.request('GET', ACCOUNT_ROUTES.account)).statusCode).toBe(200);

    const again = await redeem(accountClient(server.app), pairing.code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toMatch(/wrong, already used or expired/);
  });

  it('lets a pairing code expire after 5 minutes', async () => {
    const { client } = await signedUp();
    const pairing = await pairingCode(client);
    clock += 5 * MINUTE + 1;
    const late = accountClient(server.app);
    expect((await redeem(late, pairing.code)).statusCode).toBe(400);
    expect(late.cookie).toBeUndefined();
  });

  it('keeps one live code per account: a new code cancels the last', async () => {
    const { client } = await signedUp();
    const first = await pairingCode(client);
    const second = await pairingCode(client);
    expect((await redeem(accountClient(server.app), first.code)).statusCode).toBe(400);
    expect((await redeem(accountClient(server.app), second.code)).statusCode).toBe(200);
  });

  it('refuses a malformed code with what a code looks like', async () => {
    const refused = await redeem(accountClient(server.app), 'not-a-code');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/12 letters and digits/);
  });

  it('deletes the account and every row the server holds for it, and only its rows', async () => {
    const passkey = createSoftAuthenticator();
    const phone = accountClient(server.app);
    const { id } = (await phone.register(passkey)).json().data as { id: string };
    await accountClient(server.app).signIn(passkey);
    await pairingCode(phone);
    await phone.request('POST', ACCOUNT_ROUTES.passkeyOptions, {});
    const other = await signedUp();
    const before = await rowsOf(server.db, id);
    expect(before).toEqual({ accounts: 1, passkeys: 1, sessions: 2, pairing_codes: 1, webauthn_challenges: 1 });
    const othersBefore = await rowsOf(server.db, other.id);
    const links = async () =>
      Number(
        (
          await server.db
            .selectFrom('session_passkeys')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const linksBefore = await links();

    const deleted = await phone.request('DELETE', ACCOUNT_ROUTES.account);
    expect(deleted.statusCode).toBe(200);
    expect(phone.cookie).toBeUndefined();
    expect(await rowsOf(server.db, id)).toEqual({
      accounts: 0,
      passkeys: 0,
      sessions: 0,
      pairing_codes: 0,
      webauthn_challenges: 0,
    });
    expect(await rowsOf(server.db, other.id)).toEqual(othersBefore);
    // Which passkey each of its two sessions signed in with went too; the other account's stayed.
    expect(await links()).toBe(linksBefore - 2);
    const gone = await accountClient(server.app).signIn(passkey);
    expect(gone.statusCode).toBe(400);
  });
});
