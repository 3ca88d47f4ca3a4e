import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { topicDetailResponseSchema, topicListResponseSchema } from '../../contract/quiz.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { MALFORMED_TOPIC_IDS } from '../testing/malformed-ids.js';

describe.each(DIALECTS)('on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { host: 'quiz.test:3000', ...headers } });

  describe('GET /api/quiz', () => {
    it('lists every topic with absolute logo URLs (SVG and PNG) and its number of questions', async () => {
      const response = await get('/api/quiz');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = topicListResponseSchema.parse(response.json());
      expect(body.status).toBe(true);
      expect(body.data).toEqual([
        {
          id: 1,
          name: 'Alpha',
          logo: expect.stringMatching(/^http:\/\/quiz\.test:3000\/logos\/alpha\.svg\?v=\d+$/),
          logoRaster: expect.stringMatching(/^http:\/\/quiz\.test:3000\/logos\/alpha\.png\?v=\d+$/),
          total: 2,
        },
        {
          id: 7,
          name: 'Beta <Topic>',
          logo: expect.stringMatching(/^http:\/\/quiz\.test:3000\/logos\/beta\.svg/),
          logoRaster: expect.stringMatching(/^http:\/\/quiz\.test:3000\/logos\/beta\.png/),
          total: 1,
        },
      ]);
    });

    it('serves the logos it links to, as SVG that another origin may load', async () => {
      const logo = new URL(topicListResponseSchema.parse((await get('/api/quiz')).json()).data[0]!.logo);
      const response = await get(logo.pathname + logo.search, { origin: 'http://elsewhere.test' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.body).toMatch(/^<svg fill="#61DAFB"/);
      expect((await get('/logos/nope.svg')).statusCode).toBe(404);
    });

    it('uses PUBLIC_URL for logo URLs when it is set', async () => {
      const other = await startTestServer({ publicUrl: 'https://quiz.example.org', dialect });
      const body = topicListResponseSchema.parse((await other.app.inject('/api/quiz')).json());
      expect(body.data[0]!.logo).toMatch(/^https:\/\/quiz\.example\.org\/logos\/alpha\.svg/);
      await other.close();
    });
    it('names the licence of the questions in the topic list, the topic and a filtered topic', async () => {
      const license = {
        name: 'CC BY-SA 4.0',
        url: 'https://creativecommons.org/licenses/by-sa/4.0/',
        attribution: 'Quiz Dojo contributors',
      };
      for (const url of ['/api/quiz', '/api/quiz/1', '/api/quiz/1?difficulty=hard']) {
        expect(JSON.parse((await get(url)).body), url).toMatchObject({ status: true, license });
      }
    });
  });

  describe('GET /api/quiz/{id}', () => {
    it('returns the topic with its questions in file order', async () => {
      const response = await get('/api/quiz/1');
      expect(response.statusCode).toBe(200);
      const { data } = topicDetailResponseSchema.parse(response.json());
      expect(data).toMatchObject({ id: 1, name: 'Alpha', total: 2 });
      expect(data.questions).toEqual([
        {
          id: 'alpha:first-question',
          question:
            '<p>What does <code>1 + 1</code> give?</p>\n<pre><code class="language-js">console.log(1 + 1);\n</code></pre>',
          options: ['`11`', '`2`', '`NaN`', '`undefined`'],
          correctAnswer: '`2`',
          explanation: 'Both operands are numbers, so `+` adds them.',
          difficulty: 'easy',
          tags: ['arithmetic'],
        },
        expect.objectContaining({
          id: 'alpha:second-question',
          correctAnswer: 'const',
          difficulty: 'hard',
          tags: ['keywords', 'arithmetic'],
        }),
      ]);
    });

    it('answers an unknown id with 404 in the envelope', async () => {
      const response = await get('/api/quiz/99');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: false, message: expect.stringContaining('99'), data: null });
    });

    it.each(MALFORMED_TOPIC_IDS)('answers the malformed id %s with 400 JSON', async (id) => {
      const response = await get(`/api/quiz/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toMatchObject({ status: false, data: null, message: expect.any(String) });
    });
  });

  describe('errors', () => {
    it('answers an unknown API path with 404 JSON', async () => {
      for (const url of ['/api/nope', '/api', '/api/quiz/1/questions']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ status: false, data: null });
      }
    });

    it('answers a wrong method with 405 JSON and the allowed methods', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await server.app.inject({ method, url: '/api/quiz/1' });
        expect(response.statusCode, method).toBe(405);
        expect(response.headers.allow).toContain('GET');
        expect(response.json()).toMatchObject({ status: false, data: null });
      }
    });

    it('rejects a malformed Host header instead of building logo URLs from it', async () => {
      const response = await get('/api/quiz', { host: 'evil.test/<script>' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: false, data: null });
    });
  });

  describe('HTTP behaviour', () => {
    it('allows any origin and answers a preflight', async () => {
      expect((await get('/api/quiz', { origin: 'http://other.test' })).headers['access-control-allow-origin']).toBe(
        '*',
      );
      const preflight = await server.app.inject({
        method: 'OPTIONS',
        url: '/api/quiz/1',
        headers: {
          origin: 'http://other.test',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'if-none-match',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain('GET');
    });

    it('sends an ETag and answers 304 when it still matches', async () => {
      const first = await get('/api/quiz/1');
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^W\/".+"$/);
      const second = await get('/api/quiz/1', { 'if-none-match': etag });
      expect(second.statusCode).toBe(304);
      expect(second.body).toBe('');
      expect((await get('/api/quiz/1', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
    });

    it('compresses with brotli or gzip as the client accepts, to the same bytes', async () => {
      const plain = await get('/api/quiz/1');
      // Compressed on the thread pool after the first request, sent uncompressed until then.
      await vi.waitFor(async () => {
        expect((await get('/api/quiz/1', { 'accept-encoding': 'br' })).headers['content-encoding']).toBe('br');
      });
      const br = await get('/api/quiz/1', { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get('/api/quiz/1', { 'accept-encoding': 'gzip;q=1, br;q=0' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(br.headers.vary).toContain('accept-encoding');
    });

    it('answers HEAD like GET without a body', async () => {
      const response = await server.app.inject({ method: 'HEAD', url: '/api/quiz', headers: { host: 'quiz.test' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    });

    it('describes itself in an OpenAPI document', async () => {
      const response = await get('/api/openapi.json');
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      const paths = Object.keys(document.paths);
      expect(paths.slice(0, 3)).toEqual(['/api/quiz', '/api/quiz/{id}', '/api/quiz/{id}/export']);
      // The rest are the optional accounts and sync (issue 23) and learners' feedback (issue 25).
      expect(paths).toEqual(expect.arrayContaining(['/api/answers', '/api/reports', '/api/answers/{id}']));
      const feedback = new Set(['/api/answers', '/api/reports', '/api/answers/{id}']);
      expect(paths.slice(3).every((path) => feedback.has(path) || /^\/api\/(account|sync)(\/|$)/.test(path))).toBe(
        true,
      );
      expect(document.components.schemas.Question.required).toEqual(
        expect.arrayContaining(['id', 'question', 'options', 'correctAnswer', 'explanation', 'difficulty']),
      );
    });
  });
});
