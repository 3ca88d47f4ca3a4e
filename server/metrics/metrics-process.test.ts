import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.js';
import { type SpawnedServer, spawnServer, waitFor } from '../testing/spawn-server.js';
import { parsePrometheusText, valueOf } from './testing/prometheus-text.js';

const TOKEN = 'c0ffee'.repeat(8);

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-metrics-'));
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));
// A test that fails half-way must not leave its server running.
const started: SpawnedServer[] = [];
afterEach(() => {
  for (const server of started.splice(0)) if (server.child.exitCode === null) server.child.kill('SIGKILL');
});

/** The real server in its own process, as an operator starts it, ready on `port`. */
async function start(name: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const server = spawnServer({ DATABASE_URL: `file:${path.join(tmp, `${name}.sqlite`)}`, PORT: String(port), ...env });
  started.push(server);
  await waitFor(`http://127.0.0.1:${port}/api/ready`).catch((error: unknown) => {
    server.child.kill('SIGTERM');
    throw new Error(`${String(error)}\n${server.output()}`);
  });
  return { server, site: `http://127.0.0.1:${port}` };
}

describe('the metrics listener of a started server', () => {
  it('is off by default: the site has no /metrics', async () => {
    const { server, site } = await start('off');
    const response = await fetch(`${site}/metrics`);
    // The pages' catch-all answers it (503 here, without a client build), as any unknown path.
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toMatch(/# (HELP|TYPE)|nodejs_/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('with METRICS_PORT and METRICS_TOKEN: figures there for the token only, none on the site, and a clean stop', async () => {
    const metricsPort = await freePort();
    const { server, site } = await start('on', { METRICS_PORT: String(metricsPort), METRICS_TOKEN: TOKEN });
    const scrapeUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    expect((await fetch(`${site}/api/quiz`)).status).toBe(200);

    const scraped = await fetch(scrapeUrl, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraped.status).toBe(200);
    const samples = parsePrometheusText(await scraped.text());
    const quiz = { method: 'GET', route: '/api/quiz', status_code: '200' };
    expect(valueOf(samples, 'http_request_duration_seconds_count', quiz)).toBe(1);

    const refused = await fetch(scrapeUrl, { headers: { authorization: 'Bearer wrong' } });
    expect(refused.status).toBe(401);
    expect(await refused.text()).not.toMatch(/# (HELP|TYPE)|nodejs_/);
    const onSite = await fetch(`${site}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(await onSite.text()).not.toMatch(/# (HELP|TYPE)|nodejs_/);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});

it('stops with METRICS_PORT named when that port is taken', async () => {
  const squatter = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => squatter.once('listening', resolve));
  const taken = (squatter.address() as net.AddressInfo).port;
  try {
    const server = spawnServer({
      DATABASE_URL: `file:${path.join(tmp, 'taken.sqlite')}`,
      PORT: String(await freePort()),
      METRICS_PORT: String(taken),
    });
    started.push(server);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(
      `Cannot listen on METRICS_PORT ${taken} (METRICS_HOST 127.0.0.1): another program`,
    );
    expect(server.output()).toContain('METRICS_PORT=9465 npm start');
    expect(server.output()).not.toMatch(/EADDRINUSE|\n\s+at /);
  } finally {
    squatter.close();
  }
});
