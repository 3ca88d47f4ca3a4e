import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.js';
import { spawnServer, waitFor, type SpawnedServer } from '../testing/spawn-server.js';
import { MAX_TRACKED_CLIENTS } from './rate-limit.js';

// Past the limiter's table, so both its cap and its overflow count are reached.
const DISTINCT_ADDRESSES = 105_000;
const JUNK_VALUES = 20_000;
const CONNECTIONS = 4;
const BATCH = 200;
/**
 * What the whole process (heap, buffers and all) may grow by. The issue saw 118 MB grow to 2.56 GB,
 * then a crash. Measured with this flood: the table keyed on the raw header and uncapped grew it by
 * 319 MB; capped as it is, by 26 MB (and by 89 MB with 120,000 addresses and 1,000 values).
 */
const RSS_GROWTH_CEILING_MB = 150;

let tmp: string;
let server: SpawnedServer;
let port: number;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-xff-'));
  port = await freePort();
  server = spawnServer({
    DATABASE_URL: `file:${path.join(tmp, 'quiz.sqlite')}`,
    PORT: String(port),
    TRUST_PROXY: 'true',
    ALLOWED_HOSTS: 'quiz.test',
  });
  // The server starts through tsx; on a busy machine that takes a while.
  await waitFor(`http://127.0.0.1:${port}/api/health`, 200, 100_000);
}, 120_000);
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await fs.rm(tmp, { recursive: true, force: true });
});

async function rssMegabytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

/**
 * Plays the proxy on 127.0.0.1 (TRUST_PROXY=true trusts loopback): keep-alive connections, each
 * sending its requests in pipelined batches, each request with a forwarded address of its own.
 */
function flood(headerFor: (i: number) => string, count: number): Promise<Map<string, number>> {
  const statuses = new Map<string, number>();
  let next = 0;
  const connection = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      let pending = 0;
      let tail = '';
      const sendBatch = () => {
        if (next >= count) return socket.end(resolve);
        let batch = '';
        for (let n = 0; n < BATCH && next < count; n++, pending++) {
          batch += `GET /api/quiz/99999 HTTP/1.1\r\nhost: quiz.test\r\nx-forwarded-for: ${headerFor(next++)}\r\n\r\n`;
        }
        socket.write(batch);
      };
      socket.on('connect', sendBatch);
      socket.on('data', (chunk: Buffer) => {
        const text = tail + chunk.toString('latin1');
        for (const match of text.matchAll(/HTTP\/1\.1 (\d{3})/g)) {
          statuses.set(match[1]!, (statuses.get(match[1]!) ?? 0) + 1);
          pending--;
        }
        tail = text.slice(-16).replace(/^.*HTTP\/1\.1 \d{3}/s, '');
        if (pending === 0) sendBatch();
      });
      socket.on('error', reject);
    });
  return Promise.all(Array.from({ length: CONNECTIONS }, connection)).then(() => statuses);
}

describe('a flood of forwarded addresses, through a trusted proxy', () => {
  it(`grows the server by under ${RSS_GROWTH_CEILING_MB} MB after ${DISTINCT_ADDRESSES} distinct addresses and ${JUNK_VALUES} 16 KB values`, async () => {
    const pid = server.child.pid!;
    const before = await rssMegabytes(pid);
    const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const addressed = await flood(address, DISTINCT_ADDRESSES);
    const junk = await flood((i) => `${i}-${'x'.repeat(16_000)}`, JUNK_VALUES);
    const after = await rssMegabytes(pid);
    console.info(`RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after`);
    expect(after - before).toBeLessThan(RSS_GROWTH_CEILING_MB);
    // Every request was answered: each new address once (404, the route ran), until the table held
    // MAX_TRACKED_CLIENTS; the rest share one count and are refused once it is spent.
    const total = (statuses: Map<string, number>) => [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total(addressed)).toBe(DISTINCT_ADDRESSES);
    expect(addressed.get('404')).toBeGreaterThanOrEqual(MAX_TRACKED_CLIENTS);
    expect(addressed.get('429')).toBeGreaterThan(DISTINCT_ADDRESSES - MAX_TRACKED_CLIENTS - 600 - 1);
    // Text that is no address is one client: a new 16 KB value per request gains nothing.
    expect(total(junk)).toBe(JUNK_VALUES);
    expect(junk.get('429')).toBe(JUNK_VALUES);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 180_000);
});
