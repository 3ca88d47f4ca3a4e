import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../server/testing/free-port.js';
import { spawnServer, waitFor, type SpawnedServer } from '../../server/testing/spawn-server.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CADDY = process.env.CADDY_PATH ?? 'caddy';
const caddyInstalled = spawnSync(CADDY, ['version']).status === 0;
const required = process.env.QUIZ_DOJO_REQUIRE_DEPLOY === '1';
if (!caddyInstalled && !required)
  console.warn('Caddy not found (apt-get install -y caddy): the proxy topology test is skipped.');
if (required && !caddyInstalled) throw new Error('Caddy is required here: apt-get install -y caddy');

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * compose.yaml's topology without containers (docs/deploy.md#compose): two instances on one
 * PostgreSQL behind Caddy, which runs deploy/Caddyfile itself, over HTTPS with Caddy's own CA.
 */
describe.skipIf(!caddyInstalled || !inject('postgresUrl'))('Caddy in front of two instances on one PostgreSQL', () => {
  let tmp: string;
  let httpsPort: number;
  let ca: Buffer;
  let caddy: ReturnType<typeof spawn>;
  const instances: SpawnedServer[] = [];

  /** A request to Caddy as a browser at https://localhost would make it. */
  function request(pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const outgoing = https.get(
        {
          host: '127.0.0.1',
          servername: 'localhost',
          port: httpsPort,
          path: pathname,
          ca,
          headers: { host: `localhost:${httpsPort}`, ...headers },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      outgoing.on('error', reject);
    });
  }

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-caddy-'));
    const admin = new pg.Client({ connectionString: inject('postgresUrl')! });
    await admin.connect();
    const name = `quiz_caddy_${process.pid}`;
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
    await admin.end();
    const databaseUrl = inject('postgresUrl')!.replace(/\/[^/]*$/, `/${name}`);
    httpsPort = await freePort();
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      // As compose.yaml sets them, with loopback for the compose network's addresses.
      instances.push(
        spawnServer({
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          PUBLIC_URL: `https://localhost:${httpsPort}`,
          TRUST_PROXY: '127.0.0.1',
          LOG_LEVEL: 'info',
        }),
      );
      // One after the other: both importing the bank at once is tested elsewhere (docs/deploy.md).
      await waitFor(`http://127.0.0.1:${port}/api/ready`, 200, 120_000);
    }
    const home = path.join(tmp, 'home');
    caddy = spawn(CADDY, ['run', '--config', path.join(ROOT, 'deploy', 'Caddyfile'), '--adapter', 'caddyfile'], {
      env: {
        PATH: process.env.PATH,
        HOME: home,
        XDG_DATA_HOME: path.join(home, 'data'),
        XDG_CONFIG_HOME: path.join(home, 'config'),
        DOMAIN: 'localhost',
        UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(' '),
        HTTP_PORT: String(await freePort()),
        HTTPS_PORT: String(httpsPort),
      },
      stdio: 'ignore',
    });
    // Caddy makes its CA and the certificate for localhost as it starts.
    const root = path.join(home, 'data', 'caddy', 'pki', 'authorities', 'local', 'root.crt');
    const deadline = Date.now() + 60_000;
    for (;;) {
      try {
        ca = await fs.readFile(root);
        if ((await request('/api/health')).status === 200) break;
      } catch (error) {
        if (Date.now() > deadline) throw new Error('Caddy did not answer over HTTPS in 60 s', { cause: error });
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 240_000);

  afterAll(async () => {
    caddy?.kill('SIGTERM');
    for (const instance of instances) instance.child.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
    await fs.rm(tmp, { recursive: true, force: true });
  });

  it('serves the API over HTTPS from both instances, each taking the proxy for HTTPS', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => request('/api/quiz')));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect((JSON.parse(answer.body) as { data: unknown[] }).data.length).toBeGreaterThan(0);
      // Sent only to a request that came over HTTPS, which the instance learns from X-Forwarded-Proto.
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=/);
      // Caddy's id for the request, kept by the instance that answered.
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
    const ids = answers.map((answer) => answer.headers['x-request-id'] as string);
    // Round robin: each instance logged some of these requests under Caddy's ids.
    for (const instance of instances) expect(ids.some((id) => instance.output().includes(id))).toBe(true);
  });

  it('logs the client, not the proxy, and takes no address a client forges', async () => {
    const answer = await request('/api/quiz/1', { 'x-forwarded-for': '203.0.113.9' });
    expect(answer.status).toBe(200);
    const id = answer.headers['x-request-id'] as string;
    const lines = instances.flatMap((instance) => instance.output().split('\n')).filter((line) => line.includes(id));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).not.toContain('203.0.113.9');
  });

  it('keeps the site up while one instance stops', async () => {
    const [stopping] = instances;
    stopping!.child.kill('SIGTERM');
    expect(await stopping!.exited).toBe(0);
    const answers = await Promise.all(Array.from({ length: 6 }, () => request('/api/quiz')));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
  });
});
