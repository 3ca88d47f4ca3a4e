import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClient } from '../accounts/testing/account-client.js';
import { createSoftAuthenticator } from '../accounts/testing/soft-authenticator.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { windowWithAtLeast } from '../testing/clock-window.js';
import { WINDOW_MS } from '../http/rate-limit.js';
import { SITE, syncRequest } from '../testing/sync-session.js';
import { createMetrics } from './metrics.js';
import { buildMetricsServer } from './metrics-server.js';
import { parsePrometheusText, valueOf } from './testing/prometheus-text.js';

const TOKEN = 'a'.repeat(20) + 'B'.repeat(20);
const HOST = 'localhost';
const REQUESTS = 'http_request_duration_seconds_count';

describe.each(DIALECTS)('GET /metrics on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let scraper: ReturnType<typeof buildMetricsServer>;
  beforeAll(async () => {
    const metrics = createMetrics();
    // A rate limit of 2 a minute: scrapes must pass it by, however many.
    server = await startTestServer({ dialect, metrics, rateLimitPerMinute: 2 });
    scraper = buildMetricsServer(metrics, TOKEN);
  });
  afterAll(async () => {
    await scraper.close();
    await server.close();
  });

  const scrape = async () => {
    const response = await scraper.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    return parsePrometheusText(response.body);
  };
  const get = (url: string) => server.app.inject({ url, headers: { host: HOST } });

  it("is Prometheus' text format, with the event loop's delay, query durations and what stands for pool use", async () => {
    const samples = await scrape();
    expect(samples.some((sample) => sample.name === 'nodejs_eventloop_lag_p99_seconds')).toBe(true);
    // The content import ran through the instrumented database.
    expect(
      valueOf(samples, 'quizdojo_db_query_duration_seconds_count', { operation: 'select', outcome: 'ok' }),
    ).toBeGreaterThan(0);
    if (dialect === 'postgres') {
      expect(samples.some((sample) => sample.name === 'quizdojo_db_pool_connections')).toBe(true);
      expect(valueOf(samples, 'quizdojo_db_pool_waiting_queries')).toBe(0);
    } else {
      expect(valueOf(samples, 'quizdojo_sqlite_file_bytes', { file: 'database' })).toBeGreaterThan(0);
    }
    expect(samples.some((sample) => sample.labels.cache === 'filtered answers')).toBe(true);
  });

  it('counts a request by its route pattern and status, never by the address asked for', async () => {
    await windowWithAtLeast(WINDOW_MS, 10_000);
    const quizBefore = valueOf(await scrape(), REQUESTS, { method: 'GET', route: '/api/quiz', status_code: '200' });
    expect((await get('/api/quiz')).statusCode).toBe(200);
    expect((await get('/api/quiz/1')).statusCode).toBe(200);
    expect((await get('/api/quiz/987654321')).statusCode).toBe(429);
    const samples = await scrape();
    expect(valueOf(samples, REQUESTS, { method: 'GET', route: '/api/quiz', status_code: '200' })).toBe(quizBefore + 1);
    expect(valueOf(samples, REQUESTS, { route: '/api/quiz/:id', status_code: '200' })).toBe(1);
    expect(valueOf(samples, REQUESTS, { route: '/api/quiz/:id', status_code: '429' })).toBe(1);
    // No route has DELETE here: the not-found handler answers (405, the path exists for GET), under one label.
    const stray = await server.app.inject({ method: 'DELETE', url: '/no/such/path-4242', headers: { host: HOST } });
    const after = await scrape();
    const strayLabels = { method: 'DELETE', route: 'unmatched', status_code: String(stray.statusCode) };
    expect(valueOf(after, REQUESTS, strayLabels)).toBe(1);
    for (const asked of ['987654321', 'path-4242'])
      expect(after.filter((sample) => JSON.stringify(sample.labels).includes(asked))).toEqual([]);
    expect(valueOf(samples, 'http_request_duration_seconds_sum', { route: '/api/quiz/:id' })).toBeGreaterThan(0);
  });
});

describe.each(DIALECTS)('what learners do, counted on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let scraper: ReturnType<typeof buildMetricsServer>;
  beforeAll(async () => {
    const metrics = createMetrics();
    server = await startTestServer({ dialect, metrics });
    scraper = buildMetricsServer(metrics, undefined);
  });
  afterAll(async () => {
    await scraper.close();
    await server.close();
  });
  const scrape = async () => parsePrometheusText((await scraper.inject('/metrics')).body);

  it('counts sign-ins by way and outcome, syncs by kind, and reports', async () => {
    const browser = accountClient(server.app, SITE);
    const authenticator = createSoftAuthenticator();
    expect((await browser.register(authenticator)).statusCode).toBe(201);
    expect((await browser.signIn(authenticator)).statusCode).toBe(200);
    const wrongCode = { code: 'AAAA-AAAA' };
    expect((await browser.request('POST', '/api/account/pairing/redeem', wrongCode)).statusCode).toBe(400);
    expect((await syncRequest(server.app, browser.cookie!, 'GET', '/api/sync')).statusCode).toBe(200);
    const report = { questionId: 'alpha:first-question', reason: 'other', comment: 'Counted once' };
    const reported = await server.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: { host: HOST, origin: SITE, 'content-type': 'application/json' },
      payload: JSON.stringify(report),
    });
    expect(reported.statusCode).toBe(201);

    const samples = await scrape();
    expect(valueOf(samples, 'quizdojo_sign_ins_total', { way: 'new account', outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, 'quizdojo_sign_ins_total', { way: 'passkey', outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, 'quizdojo_sign_ins_total', { way: 'pairing code', outcome: 'refused' })).toBe(1);
    expect(valueOf(samples, 'quizdojo_syncs_total', { kind: 'pull', outcome: 'ok' })).toBe(1);
    expect(valueOf(samples, 'quizdojo_reports_total', { outcome: 'ok' })).toBe(1);
  });
});

describe('the metrics listener', () => {
  const scraper = buildMetricsServer(createMetrics(), TOKEN);
  afterAll(() => scraper.close());

  it.each([
    ['no token', {}],
    ['a wrong token', { authorization: `Bearer ${'x'.repeat(40)}` }],
    ['the token without Bearer', { authorization: TOKEN }],
  ])('answers %s with 401 and no figures', async (_name, headers: Record<string, string>) => {
    const response = await scraper.inject({ url: '/metrics', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(response.body).not.toMatch(/# (HELP|TYPE)|nodejs_|http_request/);
  });

  it('serves nothing but /metrics', async () => {
    const response = await scraper.inject({ url: '/api/quiz', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
  });
});
