import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { windowWithAtLeast } from '../testing/clock-window.js';
import { startTestServer } from '../testing/test-server.js';
import { WINDOW_MS } from './rate-limit.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: ['loopback'] });
});
afterAll(() => server.close());

describe('security headers', () => {
  it.each(['/api/quiz', '/api/quiz/1', '/api/quiz/abc', '/api/nope', '/logos/alpha.svg', '/topics', '/api/health'])(
    'are on the answer to %s',
    async (url) => {
      const { headers } = await server.app.inject({ url, headers: { host: 'quiz.test' } });
      const csp = String(headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      const directives = [
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'self'",
        "worker-src 'self'",
        "manifest-src 'self'",
      ];
      for (const directive of directives) expect(csp).toContain(directive);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('adds HSTS when a trusted proxy says the request came over HTTPS', async () => {
    const response = await server.app.inject({
      url: '/api/quiz',
      headers: { host: 'quiz.test', 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });
});

describe('request ids', () => {
  const freshId = async (app: typeof server.app) =>
    (await app.inject({ url: '/api/quiz', headers: { host: 'quiz.test' } })).headers['x-request-id'];
  const ID = /^([A-Za-z0-9_-]{8})-[0-9a-z]+$/;

  it('gives every response an id, keeping a well-formed one from the proxy', async () => {
    expect(await freshId(server.app)).toMatch(ID);
    const kept = await server.app.inject({
      url: '/api/quiz',
      headers: { host: 'quiz.test', 'x-request-id': 'edge-42' },
    });
    expect(kept.headers['x-request-id']).toBe('edge-42');
    const replaced = await server.app.inject({
      url: '/api/quiz',
      headers: { host: 'quiz.test', 'x-request-id': 'bad id\n{}' },
    });
    expect(replaced.headers['x-request-id']).toMatch(ID);
  });

  it('never gives two requests the same id, within one instance or across two', async () => {
    const other = await startTestServer();
    const ids = [await freshId(server.app), await freshId(server.app), await freshId(other.app)].map(String);
    await other.close();
    expect(new Set(ids).size).toBe(3);
    const prefixes = ids.map((id) => ID.exec(id)?.[1]);
    expect(prefixes[0]).toBe(prefixes[1]);
    expect(prefixes[2]).not.toBe(prefixes[0]);
  });
});

describe('health', () => {
  it('reports liveness and readiness as JSON', async () => {
    const health = await server.app.inject('/api/health');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: true, data: { uptimeSeconds: expect.any(Number) } });
    const ready = await server.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: true, data: { database: 'reachable', topics: 2 } });
  });

  it('is not ready and data routes answer 503 once the database is gone', async () => {
    const other = await startTestServer();
    await other.db.destroy();
    expect((await other.app.inject('/api/ready')).statusCode).toBe(503);
    await other.app.quizStore.refresh();
    const response = await other.app.inject({ url: '/api/quiz', headers: { host: 'quiz.test' } });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ status: false, data: null, message: expect.stringMatching(/unreachable/) });
    await other.app.close();
    await other.workspace.cleanup();
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After past the limit, on the API and pages, never on health checks', async () => {
    const limited = await startTestServer({ rateLimitPerMinute: 3 });
    const get = (url: string) => limited.app.inject({ url, headers: { host: 'quiz.test' }, remoteAddress: '10.0.0.9' });
    await windowWithAtLeast(WINDOW_MS, 10_000);
    for (let i = 0; i < 3; i++) expect((await get('/api/quiz')).statusCode).toBe(200);
    const refused = await get('/api/quiz/1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({
      status: false,
      data: null,
      message: expect.stringMatching(/Too many requests/),
    });
    expect(
      (await limited.app.inject({ url: '/api/quiz', headers: { host: 'quiz.test' }, remoteAddress: '10.0.0.10' }))
        .statusCode,
    ).toBe(200);
    const page = await get('/topics');
    expect(page.statusCode).toBe(429);
    expect(page.body).toMatch(/^Too many requests/);
    for (const url of ['/api/health', '/api/ready']) expect((await get(url)).statusCode).toBe(200);
    await limited.close();
  });
});
