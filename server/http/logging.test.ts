import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.js';
import { rawGet, rawRequest } from '../testing/raw-http.js';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer({ logger: { level: 'info', stream } });
  // A route that fails the way a bug would, to see what a client and the log get.
  server.app.get('/api/broken', async () => {
    throw new Error('secret detail: connection string postgres://user:pw@db');
  });
});
afterAll(() => server.close());

describe('logs', () => {
  it('are JSON lines that all carry the request id sent back to the client', async () => {
    lines.length = 0;
    const response = await server.app.inject({ url: '/api/quiz', headers: { host: 'quiz.test' } });
    const id = response.headers['x-request-id'];
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(line.reqId).toBe(id);
  });

  it("carry the proxy's request id, and a fresh one in place of a hostile id", async () => {
    const idsLogged = async (incoming: string) => {
      lines.length = 0;
      await server.app.inject({ url: '/api/quiz', headers: { host: 'quiz.test', 'x-request-id': incoming } });
      expect(lines.length).toBeGreaterThanOrEqual(2);
      return new Set(lines.map((line) => line.reqId));
    };
    expect(await idsLogged('edge-7f3a.b_2')).toEqual(new Set(['edge-7f3a.b_2']));
    for (const hostile of ['x'.repeat(65), 'edge-1\n{"level":60,"msg":"forged"}', 'edge 1', 'é']) {
      const ids = [...(await idsLogged(hostile))];
      expect(ids).toHaveLength(1);
      expect(ids[0]).toMatch(/^[A-Za-z0-9_-]{8}-[0-9a-z]+$/);
    }
    expect(await idsLogged('x'.repeat(64))).toEqual(new Set(['x'.repeat(64)]));
  });

  it('record a 5xx with its cause while the client sees no internals', async () => {
    lines.length = 0;
    const response = await server.app.inject('/api/broken');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: false,
      message: 'Internal server error; please try again later',
      data: null,
    });
    expect(response.body).not.toContain('secret');
    const logged = lines.find((line) => line.level === 50) as { err: { message: string; stack: string } } | undefined;
    expect(logged?.err.message).toContain('secret detail');
    expect(logged?.err.stack).toContain('logging.test.ts');
  });

  it('cut every value a client writes, so a 16 KB header costs a log line a few hundred bytes', async () => {
    const proxied = await startTestServer({ logger: { level: 'info', stream }, trustProxy: ['127.0.0.1'] });
    await proxied.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = proxied.app.server.address() as import('node:net').AddressInfo;
    lines.length = 0;
    const long = 'x'.repeat(5_000);
    const answer = await rawRequest(
      port,
      rawGet(`/api/quiz?${long}`, { host: `${'h'.repeat(250)}.test`, 'x-forwarded-for': `${long}${long}` }),
    );
    expect(answer.status).toBe(400);
    await proxied.close();
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(JSON.stringify(line).length).toBeLessThan(1_000);
  });
});
