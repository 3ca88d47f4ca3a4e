import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_ROUTES, type SyncBatch, type SyncView } from '../../contract/sync/sync-schema.js';
import { createSessionStore } from '../accounts/session-store.js';
import { buildApp } from '../app.js';
import { syncContent } from '../content/import-bank.js';
import type { Db } from '../db/database.js';
import { SITE, signedInAccount } from '../testing/sync-session.js';
import { DIALECTS, makeWorkspace, startTestServer } from '../testing/test-server.js';

const T = Date.now() - 3_600_000;
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A pull as the browser sends it, with the last tag it took. */
function pull(app: FastifyInstance, cookie: string, etag?: string) {
  return app.inject({
    method: 'GET',
    url: SYNC_ROUTES.sync,
    headers: { host: 'localhost', cookie, ...(etag ? { 'if-none-match': etag } : {}) },
  });
}

function push(app: FastifyInstance, cookie: string, batch: SyncBatch) {
  return app.inject({
    method: 'POST',
    url: SYNC_ROUTES.sync,
    headers: { host: 'localhost', origin: SITE, cookie, 'content-type': 'application/json' },
    payload: JSON.stringify(batch),
  });
}

/** Another session of the same account, as a second device signed in with the passkey has. */
async function secondDevice(db: Db, accountId: string) {
  const { token } = await createSessionStore(db, Date.now).create(accountId, 'Laptop');
  return `quiz-dojo-session=${token}`;
}

function firstAnswer(app: FastifyInstance, index = 0): SyncBatch {
  const question = app.quizStore.data.byId.get(1)!.questions[index]!;
  const chosen = question.correctAnswer;
  return {
    answers: [
      { topicId: '1', questionId: question.id, chosen, correct: true, at: T, first: { chosen, correct: true, at: T } },
    ],
  };
}

describe.each(DIALECTS)('pulls with If-None-Match on %s', (dialect) => {
  async function server() {
    const started = await startTestServer({ dialect });
    cleanups.push(started.close);
    return started;
  }

  it('answers 304 with no body while nothing changed, and 200 with a new tag after another device uploads', async () => {
    const { app, db } = await server();
    const { accountId, cookie } = await signedInAccount(db);
    const laptop = await secondDevice(db, accountId);
    const first = await pull(app, cookie);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);

    const same = await pull(app, cookie, etag);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe('no-store');

    // Another device of the account uploads (its own session, the same account).
    const pushed = await push(app, laptop, firstAnswer(app));
    expect(pushed.statusCode).toBe(200);
    const after = await pull(app, cookie, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(after.headers.etag).toBe(pushed.headers.etag);
    expect(Object.keys(after.json<{ data: SyncView }>().data.answers['1']!)).toHaveLength(1);
    expect((await pull(app, cookie, after.headers.etag as string)).statusCode).toBe(304);
  });

  it('keeps the tag for an upload sent again that stores nothing (the version moves only with a change)', async () => {
    const { app, db } = await server();
    const { cookie } = await signedInAccount(db);
    const batch = firstAnswer(app);
    const stored = await push(app, cookie, batch);
    const again = await push(app, cookie, batch);
    expect(again.statusCode).toBe(200);
    expect(again.headers.etag).toBe(stored.headers.etag);
    expect((await pull(app, cookie, stored.headers.etag as string)).statusCode).toBe(304);
  });

  it('answers 200 with a new tag once a new bank is imported, which the view is judged against', async () => {
    const { app, db } = await server();
    const { cookie } = await signedInAccount(db);
    const etag = (await pull(app, cookie)).headers.etag as string;
    await db
      .updateTable('content_state')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('key', '=', 'bank')
      .execute();
    await app.quizStore.checkNow();
    const after = await pull(app, cookie, etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it("never shares a tag between accounts: A's tag sent by B gets B's view", async () => {
    const { app, db } = await server();
    const a = await signedInAccount(db);
    const b = await signedInAccount(db);
    // Both at version 0, then both at version 1.
    const tagA = (await pull(app, a.cookie)).headers.etag as string;
    expect((await pull(app, b.cookie)).headers.etag).not.toBe(tagA);
    const pushedA = await push(app, a.cookie, firstAnswer(app, 0));
    const pushedB = await push(app, b.cookie, firstAnswer(app, 1));
    expect(pushedB.headers.etag).not.toBe(pushedA.headers.etag);

    const crossed = await pull(app, b.cookie, pushedA.headers.etag as string);
    expect(crossed.statusCode).toBe(200);
    const question = app.quizStore.data.byId.get(1)!.questions[1]!;
    expect(Object.keys(crossed.json<{ data: SyncView }>().data.answers['1']!)).toEqual([question.id]);
  });
});

/** Two app instances on one PostgreSQL, as behind a load balancer. */
describe.skipIf(!DIALECTS.includes('postgres'))('pulls on two instances of one PostgreSQL', () => {
  it('an upload through instance 1 makes instance 2 answer 200 to the tag it gave before', async () => {
    const workspace = await makeWorkspace(undefined, 'postgres');
    cleanups.push(workspace.cleanup);
    const apps: FastifyInstance[] = [];
    const dbs: Db[] = [];
    for (let i = 0; i < 2; i++) {
      const db = await workspace.openDb();
      if (i === 0) await syncContent(db, workspace.contentDir);
      const app = await buildApp({ db, clientDir: path.join(workspace.root, 'no-client') });
      cleanups.push(
        () => db.destroy(),
        () => app.close(),
      );
      apps.push(app);
      dbs.push(db);
    }
    const [one, two] = apps as [FastifyInstance, FastifyInstance];
    const { accountId, cookie } = await signedInAccount(dbs[0]!);
    const phone = await secondDevice(dbs[1]!, accountId);
    const etag = (await pull(two, cookie)).headers.etag as string;
    expect((await pull(two, cookie, etag)).statusCode).toBe(304);
    expect((await pull(one, cookie, etag)).statusCode).toBe(304);
    expect((await push(one, phone, firstAnswer(one))).statusCode).toBe(200);
    const after = await pull(two, cookie, etag);
    expect(after.statusCode).toBe(200);
    expect(Object.keys(after.json<{ data: SyncView }>().data.answers['1']!)).toHaveLength(1);
  });
});
