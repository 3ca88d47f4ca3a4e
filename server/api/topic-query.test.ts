import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicDetailResponseSchema } from '../../contract/quiz.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';

describe.each(DIALECTS)('GET /api/quiz/{id} with a query, on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ dialect });
  });
  afterAll(() => server.close());

  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: { host: 'quiz.test' } });
  const ids = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, url).toBe(200);
    const body = topicDetailResponseSchema.parse(response.json());
    return { ids: body.data.questions.map((q) => q.id), total: body.data.total, message: body.message };
  };

  it('exposes every question its tags, [] on a topic not tagged yet', async () => {
    const alpha = topicDetailResponseSchema.parse((await get('/api/quiz/1')).json());
    expect(alpha.data.questions.map((q) => q.tags)).toEqual([['arithmetic'], ['keywords', 'arithmetic']]);
    const beta = topicDetailResponseSchema.parse((await get('/api/quiz/7')).json());
    expect(beta.data.questions[0]!.tags).toEqual([]);
  });

  it('keeps only the questions of a difficulty, a tag, or both, at most limit of them, in file order', async () => {
    expect(await ids('/api/quiz/1?difficulty=hard')).toEqual({
      ids: ['alpha:second-question'],
      total: 2,
      message: '1 of 2 questions',
    });
    expect((await ids('/api/quiz/1?tag=arithmetic')).ids).toEqual(['alpha:first-question', 'alpha:second-question']);
    expect((await ids('/api/quiz/1?tag=keywords')).ids).toEqual(['alpha:second-question']);
    expect((await ids('/api/quiz/1?tag=arithmetic&limit=1')).ids).toEqual(['alpha:first-question']);
    expect((await ids('/api/quiz/1?tag=arithmetic&difficulty=easy')).ids).toEqual(['alpha:first-question']);
    expect((await ids('/api/quiz/1?tag=keywords&difficulty=easy')).ids).toEqual([]);
    expect((await ids('/api/quiz/1?tag=no-such-tag')).ids).toEqual([]);
    expect((await ids('/api/quiz/1?limit=500')).ids).toHaveLength(2);
  });

  it('answers without a query (or with unknown parameters only) exactly as before', async () => {
    const plain = await get('/api/quiz/1');
    expect((await get('/api/quiz/1?v=3')).body).toBe(plain.body);
    expect(plain.json().message).toBe('2 questions');
  });

  it.each([
    ['difficulty=brutal', /difficulty must be easy, medium or hard \(got "brutal"\)/],
    ['difficulty=', /difficulty must be/],
    ['tag=Event%20Loop', /tag must be one tag in lowercase words/],
    ['tag=a&tag=b', /tag must be one tag .*\(got \["a","b"\]\)/],
    [`tag=${'a'.repeat(41)}`, /tag must be one tag/],
    ['limit=0', /limit must be a whole number from 1 to 500 \(got "0"\)/],
    ['limit=-1', /limit must be a whole number/],
    ['limit=2.5', /limit must be a whole number/],
    ['limit=501', /limit must be a whole number from 1 to 500/],
    ['limit=1e2', /limit must be a whole number/],
    ['limit=abc&difficulty=x', /difficulty must be .*; limit must be/],
  ])('answers ?%s with 400 in the envelope', async (query, message) => {
    const response = await get(`/api/quiz/1?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ status: false, message: expect.stringMatching(message), data: null });
  });

  it('answers a valid query on an unknown topic with 404', async () => {
    expect((await get('/api/quiz/99?difficulty=easy')).statusCode).toBe(404);
  });

  it('serves a filtered answer plain at first, then gzipped, with its own ETag and the host in its logo URL', async () => {
    const gzipped = (host: string) =>
      server.app.inject({ url: '/api/quiz/1?difficulty=easy', headers: { host, 'accept-encoding': 'gzip, br' } });
    const first = await gzipped('quiz.test');
    expect(first.headers['content-encoding']).toBeUndefined();
    // The unfiltered answer's JSON with only the easy questions, and the logos last.
    const { id, name, logo, logoRaster, total, questions } = (await get('/api/quiz/1')).json().data;
    const easy = questions.filter((q: { difficulty: string }) => q.difficulty === 'easy');
    const data = { id, name, total, questions: easy, logo, logoRaster };
    const license = {
      name: 'CC BY-SA 4.0',
      url: 'https://creativecommons.org/licenses/by-sa/4.0/',
      attribution: 'Quiz Dojo contributors',
    };
    expect(first.body).toBe(JSON.stringify({ status: true, message: `1 of ${total} questions`, data, license }));
    let later = await gzipped('quiz.test');
    // inject() never leaves the event loop's turn, so the compression's completion needs one.
    while (later.headers['content-encoding'] !== 'gzip') {
      await new Promise(setImmediate);
      later = await gzipped('quiz.test');
    }
    expect(gunzipSync(later.rawPayload).toString()).toBe(first.body);
    expect(later.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).not.toBe((await get('/api/quiz/1')).headers.etag);
    const other = await gzipped('other.test:8080');
    const body = topicDetailResponseSchema.parse(JSON.parse(gunzipSync(other.rawPayload).toString()));
    expect(body.data.logo).toMatch(/^http:\/\/other\.test:8080\/logos\/alpha\.svg\?v=\d+$/);
    expect(body.data.questions.map((q) => q.id)).toEqual(['alpha:first-question']);
    expect(other.headers.etag).not.toBe(first.headers.etag);
  });

  it('keeps one entry for every limit at or above the matching count, and one for all origins', async () => {
    const prime = () =>
      server.app.inject({ url: '/api/quiz/7?limit=1', headers: { host: 'quiz.test', 'accept-encoding': 'gzip' } });
    while ((await prime()).headers['content-encoding'] !== 'gzip') await new Promise(setImmediate);
    const bytes = server.app.quizStore.filteredCacheBytes;
    for (const limit of [1, 2, 3, 67, 500]) {
      for (const host of ['quiz.test', 'a.test', 'localhost:3000']) {
        const response = await server.app.inject({ url: `/api/quiz/7?limit=${limit}`, headers: { host } });
        expect(response.json().data.logo).toContain(`http://${host}/logos/`);
      }
    }
    expect(server.app.quizStore.filteredCacheBytes).toBe(bytes);
  });
});
