import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.js';
import { MALFORMED_TOPIC_IDS } from '../testing/malformed-ids.js';

type Answer = { status: number; type: string; body: string };

let server: Awaited<ReturnType<typeof startTestServer>>;
let port: number;
let clientDir: string;

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-hostile-'));
  await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Quiz Dojo</title>');
  server = await startTestServer({ clientDir });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await server.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

/** Sends bytes exactly as written, so malformed requests reach the server unchanged. */
function raw(request: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.setTimeout(5_000, () => socket.destroy(new Error('no answer')));
    socket.on('data', (chunk) => (data += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      const type = /\r\ncontent-type: ([^\r\n;]+)/i.exec(head)?.[1] ?? '';
      resolve({ status, type, body });
    });
  });
}

const get = (target: string, headers = 'Host: quiz.test\r\n') =>
  raw(`GET ${target} HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`);
const send = (method: string, target: string, body: string, type = 'application/json') =>
  raw(
    `${method} ${target} HTTP/1.1\r\nHost: quiz.test\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );

const JSON_TYPE = 'application/json';
const HTML_TYPE = 'text/html';

const cases: [string, () => Promise<Answer>, string][] = [
  ...[...MALFORMED_TOPIC_IDS, "1'%20OR%201=1", '1%0d%0aSet-Cookie:x=1', '%2e%2e', '%252e'].map(
    (id): [string, () => Promise<Answer>, string] => [`id ${id.slice(0, 30)}`, () => get(`/api/quiz/${id}`), JSON_TYPE],
  ),
  ['unknown API path', () => get('/api/quizzes'), JSON_TYPE],
  ['overlong API path', () => get(`/api/${'a/'.repeat(3000)}`), JSON_TYPE],
  ['overlong query string', () => get(`/api/quiz?${'q='.padEnd(20_000, 'x')}`), ''],
  ...['POST', 'PUT', 'PATCH', 'DELETE'].map((method): [string, () => Promise<Answer>, string] => [
    `${method} /api/quiz/1`,
    () => send(method, '/api/quiz/1', '{}'),
    JSON_TYPE,
  ]),
  ['TRACE', () => raw('TRACE /api/quiz HTTP/1.1\r\nHost: quiz.test\r\nConnection: close\r\n\r\n'), ''],
  ['PROPFIND', () => raw('PROPFIND /api/quiz HTTP/1.1\r\nHost: quiz.test\r\nConnection: close\r\n\r\n'), ''],
  ['malformed JSON body', () => send('POST', '/api/quiz', '{"id": '), JSON_TYPE],
  ['oversized body', () => send('POST', '/api/quiz', `{"a":"${'x'.repeat(100_000)}"}`), JSON_TYPE],
  ['unsupported body type', () => send('POST', '/api/quiz', '<x/>', 'application/xml'), JSON_TYPE],
  ['traversal ../', () => get('/../../etc/passwd'), HTML_TYPE],
  ['encoded traversal', () => get('/%2e%2e/%2e%2e/etc/passwd'), HTML_TYPE],
  ['traversal in assets', () => get('/assets/..%2f..%2fpackage.json'), HTML_TYPE],
  ['dotfile', () => get('/.env'), HTML_TYPE],
  ['package.json', () => get('/package.json'), HTML_TYPE],
  ['source file', () => get('/server/app.ts'), HTML_TYPE],
  ['backslash traversal', () => get('/..\\..\\windows\\win.ini'), ''],
  ['no Host header', () => raw('GET /api/quiz HTTP/1.1\r\nConnection: close\r\n\r\n'), ''],
  ['hostile Host header', () => get('/api/quiz', 'Host: evil.test/<script>\r\n'), JSON_TYPE],
  [
    'invalid Content-Length',
    () => raw('POST /api/quiz HTTP/1.1\r\nHost: quiz.test\r\nContent-Length: abc\r\n\r\n'),
    '',
  ],
  [
    'Content-Length with Transfer-Encoding',
    () =>
      raw(
        'POST /api/quiz HTTP/1.1\r\nHost: quiz.test\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      ),
    '',
  ],
  [
    'header without a colon',
    () => raw('GET /api/quiz HTTP/1.1\r\nHost: quiz.test\r\nthis is not a header\r\n\r\n'),
    '',
  ],
  ['oversized header', () => get('/api/quiz', `Host: quiz.test\r\nX-Big: ${'y'.repeat(20_000)}\r\n`), ''],
  ['malformed request line', () => raw('GET\r\n\r\n'), ''],
  ['binary garbage', () => raw('\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03\r\n\r\n'), ''],
];

describe('hostile and malformed requests', () => {
  it('has at least forty of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
  });

  it.each(cases)('%s gets a 4xx, never a 5xx', async (_name, request, type) => {
    const answer = await request();
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    if (type) expect(answer.type).toBe(type);
    if (type === JSON_TYPE) expect(JSON.parse(answer.body)).toMatchObject({ status: false, data: null });
    expect(answer.body).not.toMatch(/at .+\.(ts|js):\d+|node_modules|"name": "quiz-dojo"/);
  });

  it('keeps serving afterwards', async () => {
    const answer = await get('/api/quiz');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: true });
  });
});
