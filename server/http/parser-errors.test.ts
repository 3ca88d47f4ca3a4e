import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, rawRequest } from '../testing/raw-http.js';
import { startTestServer } from '../testing/test-server.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let port: number;
beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(() => server.close());

const MARKER = 'echoed-marker';

// What Node's parser or Fastify's router refuses before any route runs, each from its own client.
const cases: [string, string, number, string][] = [
  [
    'a bad percent-encoding',
    rawGet(`/%${MARKER}`),
    400,
    'Bad request: the URL is not valid (check its percent-encoding)',
  ],
  ['an overlong UTF-8 byte', rawGet(`/api/quiz/%c0${MARKER}`), 400, ''],
  [
    'headers over 16 KB',
    rawGet(`/api/quiz?${MARKER}`, { 'x-big': 'y'.repeat(20_000) }),
    431,
    'Request headers too large: at most 16 KB',
  ],
  ['a request line with no path', `GET ${MARKER}\r\n\r\n`, 400, 'Bad request'],
  ['a header with no colon', `GET /api/quiz HTTP/1.1\r\nhost: quiz.test\r\n${MARKER}\r\n\r\n`, 400, 'Bad request'],
];

describe('requests refused before routing', () => {
  it.each(cases.map((entry, i) => [...entry, `127.0.0.${40 + i}`] as const))(
    '%s: the fixed headers, a request id and a fixed message',
    async (_name, request, status, message, from) => {
      const answer = await rawRequest(port, request, from);
      expect(answer.status).toBe(status);
      expect(answer.headers['content-security-policy']).toMatch(/^default-src 'self'/);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-request-id']).toMatch(/^[A-Za-z0-9._-]{1,64}$/);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = JSON.parse(answer.body) as { status: boolean; message: string; data: null };
      expect(body).toMatchObject({ status: false, data: null });
      if (message) expect(body.message).toBe(message);
      expect(answer.body).not.toContain(MARKER);
    },
  );
});
