import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { syncContent } from '../content/import-bank.js';
import { findPostgresBin, type PostgresCluster, startPostgres } from '../testing/postgres.js';
import { type SpawnedServer, spawnServer, waitFor } from '../testing/spawn-server.js';
import { FIXTURE_CONTENT } from '../testing/test-server.js';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrations.js';
import { freePort } from '../testing/free-port.js';

// This file stops and restarts its own cluster, so it does not share the suite's one.
let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
});
afterAll(() => cluster?.destroy());

describe.skipIf(!findPostgresBin())('PostgreSQL', () => {
  it('three instances started at once on one empty database import once and serve identical content', async () => {
    const url = await cluster.createDatabase();
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const servers: SpawnedServer[] = ports.map((port) =>
      spawnServer({
        DATABASE_URL: url,
        PORT: String(port),
        CONTENT_DIR: FIXTURE_CONTENT,
        PUBLIC_URL: 'https://quiz.test',
      }),
    );
    try {
      await Promise.all(ports.map((port) => waitFor(`http://127.0.0.1:${port}/api/ready`)));
      for (const route of ['/api/quiz', '/api/quiz/1', '/api/quiz/7']) {
        const bodies = await Promise.all(
          ports.map(async (port) => (await fetch(`http://127.0.0.1:${port}${route}`)).text()),
        );
        expect(JSON.parse(bodies[0]!)).toMatchObject({ status: true });
        expect(new Set(bodies).size, route).toBe(1);
      }
      const ready = await Promise.all(
        ports.map(
          async (port) =>
            (await (await fetch(`http://127.0.0.1:${port}/api/ready`)).json()) as { data: { contentVersion: number } },
        ),
      );
      // Exactly one instance imported: the content version was bumped once.
      expect(ready.map((answer) => answer.data.contentVersion)).toEqual([1, 1, 1]);
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      expect(await Promise.all(servers.map((server) => server.exited))).toEqual([0, 0, 0]);
    }
  });

  it('answers 503 while PostgreSQL is down and recovers by itself when it returns', async () => {
    const url = await cluster.createDatabase();
    const db = openDatabase({ kind: 'postgres', url });
    await migrateToLatest(db);
    await syncContent(db, FIXTURE_CONTENT);
    const app = await buildApp({ db, clientDir: path.join(FIXTURE_CONTENT, 'no-client') });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
    try {
      await waitFor(`${base}/api/quiz`, 200);
      cluster.stop();
      const down = await waitFor(`${base}/api/quiz/1`, 503, 20_000);
      expect(await down.json()).toMatchObject({
        status: false,
        data: null,
        message: expect.stringMatching(/unreachable/),
      });
      expect((await fetch(`${base}/api/ready`)).status).toBe(503);
      expect((await fetch(`${base}/api/health`)).status).toBe(200);
      cluster.start();
      const back = await waitFor(`${base}/api/quiz/1`, 200, 30_000);
      expect(await back.json()).toMatchObject({ status: true, data: { id: 1 } });
      expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});
