import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES, pairingCodeResponseSchema } from '../../contract/accounts/index.js';
import { buildApp } from '../app.js';
import { syncContent } from '../content/import-bank.js';
import type { Db } from '../db/database.js';
import { DIALECTS, makeWorkspace } from '../testing/test-server.js';
import { accountClient } from './testing/account-client.js';
import { createSoftAuthenticator } from './testing/soft-authenticator.js';

const ORIGIN = 'https://quiz.test';

/** Two app instances on one PostgreSQL database, as behind a load balancer: no state of their own. */
describe.skipIf(!DIALECTS.includes('postgres'))('two instances on one PostgreSQL', () => {
  let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
  const dbs: Db[] = [];
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    workspace = await makeWorkspace(undefined, 'postgres');
    for (let i = 0; i < 2; i++) {
      const db = await workspace.openDb();
      if (i === 0) await syncContent(db, workspace.contentDir);
      dbs.push(db);
      apps.push(await buildApp({ db, clientDir: path.join(workspace.root, 'no-client'), publicUrl: ORIGIN }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) await db.destroy();
    await workspace.cleanup();
  });

  /** One browser whose requests the load balancer sends to either instance. */
  function browser() {
    const on = apps.map((app) => accountClient(app, ORIGIN));
    const share = (from: number) => {
      on[1 - from]!.cookie = on[from]!.cookie;
    };
    return { on, share };
  }

  it('serve one learner: a session, a ceremony and a pairing code made on one work on the other, once', async () => {
    const passkey = createSoftAuthenticator();
    const phone = browser();
    expect((await phone.on[0]!.register(passkey)).statusCode).toBe(201);
    phone.share(0);
    expect((await phone.on[1]!.request('GET', ACCOUNT_ROUTES.account)).statusCode).toBe(200);

    // Sign-in options from instance 0, the browser's answer to instance 1.
    const laptop = browser();
    const options = await laptop.on[0]!.request('POST', ACCOUNT_ROUTES.signInOptions, {});
    const assertion = passkey.get(options.json().data.options, ORIGIN);
    expect((await laptop.on[1]!.request('POST', ACCOUNT_ROUTES.signIn, { response: assertion })).statusCode).toBe(200);
    expect((await laptop.on[0]!.request('POST', ACCOUNT_ROUTES.signIn, { response: assertion })).statusCode).toBe(400);

    const { code } = pairingCodeResponseSchema.parse(
      (await phone.on[1]!.request('POST', ACCOUNT_ROUTES.pairing)).json(),
    ).data;
    const redeems = await Promise.all(
      apps.map((app) => accountClient(app, ORIGIN).request('POST', ACCOUNT_ROUTES.pairingRedeem, { code })),
    );
    expect(redeems.map((r) => r.statusCode).sort()).toEqual([200, 400]);

    // Signed out on one instance: the other knows at once.
    expect((await phone.on[0]!.request('POST', ACCOUNT_ROUTES.signOutAll)).statusCode).toBe(200);
    expect((await laptop.on[0]!.request('GET', ACCOUNT_ROUTES.account)).statusCode).toBe(401);
    expect((await phone.on[1]!.request('GET', ACCOUNT_ROUTES.account)).statusCode).toBe(401);
  });
});
