import fs from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { windowWithAtLeast } from '../testing/clock-window.js';
import { rawGet, rawRequest } from '../testing/raw-http.js';
import { startTestServer } from '../testing/test-server.js';
import { WINDOW_MS } from './rate-limit.js';

// The proxy is 127.0.0.1; clients connect from other addresses of 127.0.0.0/8, directly.
const PROXY = '127.0.0.1';
const LIMIT = 5;

let server: Awaited<ReturnType<typeof startTestServer>>;
let port: number;
let clientDir: string;

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-proxy-'));
  await fs.writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>Quiz Dojo</title><div id="root"></div>',
  );
  server = await startTestServer({ clientDir, trustProxy: [PROXY], rateLimitPerMinute: LIMIT });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await server.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

const send = (from: string, target: string, headers: Record<string, string> = {}) =>
  rawRequest(port, rawGet(target, headers), from);

async function statuses(count: number, request: (i: number) => ReturnType<typeof send>) {
  const answers = [];
  for (let i = 0; i < count; i++) answers.push(await request(i));
  return answers.map((answer) => answer.status);
}

const allowedThenRefused = [...Array<number>(LIMIT).fill(200), 429, 429];

describe('the rate limit behind a trusted proxy', () => {
  beforeEach(() => windowWithAtLeast(WINDOW_MS, 10_000));

  it('counts the address the proxy saw, however the client rewrites X-Forwarded-For', async () => {
    const spoofed = (i: number) => ({ 'x-forwarded-for': `10.9.${i}.1, 203.0.113.7` });
    expect(await statuses(LIMIT + 2, (i) => send(PROXY, '/api/quiz', spoofed(i)))).toEqual(allowedThenRefused);
    // Another client behind the same proxy has its own count.
    expect((await send(PROXY, '/api/quiz', { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
  });

  it('ignores X-Forwarded-For from a client that connects directly', async () => {
    const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });
    expect(await statuses(LIMIT + 2, (i) => send('127.0.0.2', '/api/quiz/1', forged(i)))).toEqual(allowedThenRefused);
    expect((await send('127.0.0.3', '/api/quiz/1')).status).toBe(200);
  });

  it('limits the absolute form of the request line like any other, with the same headers', async () => {
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i++) answers.push(await send('127.0.0.4', 'http://x.test/api/quiz/1'));
    expect(answers.map((answer) => answer.status)).toEqual(allowedThenRefused);
    for (const answer of answers) {
      expect(answer.headers['ratelimit-limit']).toBe(String(LIMIT));
      expect(answer.headers['access-control-allow-origin']).toBe('*');
    }
  });

  it('limits pages too', async () => {
    expect(await statuses(LIMIT + 2, () => send('127.0.0.5', '/topics'))).toEqual(allowedThenRefused);
  });
});

describe('forwarded protocol and host', () => {
  const logoOf = async (from: string, headers: Record<string, string>) => {
    const answer = await send(from, '/api/quiz', headers);
    return { status: answer.status, logo: (JSON.parse(answer.body) as { data: { logo: string }[] }).data?.[0]?.logo };
  };

  it('accepts only http or https from the proxy, and a bad value poisons nothing', async () => {
    const hostile = await send('127.0.0.6', '/api/quiz', { 'x-forwarded-proto': 'javascript:alert(1)//' });
    expect(hostile.status).toBe(200); // a direct client's X-Forwarded-Proto is not even read
    const refused = await send(PROXY, '/api/quiz', {
      'x-forwarded-proto': 'javascript:alert(document.domain)//',
      'x-forwarded-for': '203.0.113.20',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).not.toContain('javascript');
    const later = await logoOf(PROXY, { 'x-forwarded-for': '203.0.113.21' });
    expect(later.logo).toMatch(/^http:\/\/quiz\.test\/logos\//);
    const https = await logoOf(PROXY, { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.21' });
    expect(https.logo).toMatch(/^https:\/\/quiz\.test\/logos\//);
  });

  it('builds logo URLs from Host, never from X-Forwarded-Host', async () => {
    const answer = await logoOf(PROXY, { 'x-forwarded-host': 'evil.test', 'x-forwarded-for': '203.0.113.22' });
    expect(answer.logo).toMatch(/^http:\/\/quiz\.test\/logos\//);
  });

  it('tells shared caches that answers differ by X-Forwarded-Proto', async () => {
    const answer = await send(PROXY, '/api/quiz', { 'x-forwarded-for': '203.0.113.23' });
    expect(answer.headers.vary).toBe('accept-encoding, x-forwarded-proto');
    expect(answer.headers['cache-control']).toMatch(/^public/);
  });
});
