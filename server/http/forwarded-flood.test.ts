import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowWithAtLeast } from '../testing/clock-window.js';
import { freePort } from '../testing/free-port.js';
import { spawnServer, waitFor, type SpawnedServer } from '../testing/spawn-server.js';
import { MAX_TRACKED_CLIENTS, WINDOW_MS } from './rate-limit.js';

// Past the limiter's table, so both its cap and its overflow count are reached.
const DISTINCT_ADDRESSES = 105_000;
const JUNK_VALUES = 20_000;
const CONNECTIONS = 4;
const BATCH = 200;
/** The server's limit, set here so the test does not lean on the default. */
const RATE_LIMIT = 600;
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
    RATE_LIMIT: String(RATE_LIMIT),
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
 * The clock minutes a flood spanned: the limit's windows are clock minutes (server/limits/), and each
 * one gives a client its allowance afresh, so a flood that crosses a minute's end is let through more.
 */
async function timed(run: () => Promise<Map<string, number>>) {
  const start = Date.now();
  const statuses = await run();
  return { statuses, start, end: Date.now() };
}
/** How many clock minutes began from `from` to `to`. */
const minutesBegun = (from: number, to: number) => Math.floor(to / WINDOW_MS) - Math.floor(from / WINDOW_MS);

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
    // The table is emptied when a minute begins, so an address flood that crossed one would fill it
    // twice and no address would need the overflow count. The floods take seconds.
    await windowWithAtLeast(WINDOW_MS, 30_000);
    const { statuses: addressed, ...addressing } = await timed(() => flood(address, DISTINCT_ADDRESSES));
    const { statuses: junk, end } = await timed(() => flood((i) => `${i}-${'x'.repeat(16_000)}`, JUNK_VALUES));
    const after = await rssMegabytes(pid);
    console.info(`RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after`);
    expect(after - before).toBeLessThan(RSS_GROWTH_CEILING_MB);
    // Every request was answered: each new address once (404, the route ran), until the table held
    // MAX_TRACKED_CLIENTS; the rest share one count and are refused once it is spent. Each minute the
    // flood reached empties the table and lets that many through again (a slow machine's flood may
    // outlast the minute it began in; CI once saw no 429 at all when it did).
    const total = (statuses: Map<string, number>) => [...statuses.values()].reduce((a, b) => a + b, 0);
    expect(total(addressed)).toBe(DISTINCT_ADDRESSES);
    expect(addressed.get('404')).toBeGreaterThanOrEqual(MAX_TRACKED_CLIENTS);
    const windows = minutesBegun(addressing.start, addressing.end) + 1;
    console.info(`address flood: ${addressing.end - addressing.start} ms over ${windows} clock minute(s)`);
    expect(addressed.get('429') ?? 0).toBeGreaterThanOrEqual(
      DISTINCT_ADDRESSES - (MAX_TRACKED_CLIENTS + RATE_LIMIT) * windows,
    );
    // Text that is no address is one client, whose allowance the flood before spent: a new 16 KB value
    // per request gains nothing. Each clock minute begun since gives it its allowance again (CI once
    // saw 600 through that way).
    expect(total(junk)).toBe(JUNK_VALUES);
    expect(junk.get('429') ?? 0).toBeGreaterThanOrEqual(JUNK_VALUES - RATE_LIMIT * minutesBegun(addressing.end, end));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  }, 240_000);
});
