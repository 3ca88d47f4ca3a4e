import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicDetailResponseSchema } from '../../contract/quiz.js';
import { readGift } from '../../contract/import/read-gift.js';
import { readMoodleXml } from '../../contract/import/read-moodle-xml.js';
import { readQti } from '../../contract/import/read-qti.js';
import { openApkg } from '../testing/open-apkg.js';
import { startTestServer } from '../testing/test-server.js';

describe('GET /api/quiz/{id}/export (SQLite)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    server.app.inject({ method: 'GET', url, headers: { host: 'quiz.test:3000', ...headers } });
  const questionsOf = async (id: number) =>
    topicDetailResponseSchema.parse((await get(`/api/quiz/${id}`)).json()).data.questions;

  it('sends the topic as CSV to download, with the type, file name, caching and the same questions as the API', async () => {
    const response = await get('/api/quiz/1/export?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8; header=present');
    expect(response.headers['content-disposition']).toBe('attachment; filename="quiz-dojo-alpha.csv"');
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const rows = parse(response.body) as string[][];
    expect(rows.slice(1).map((row) => row[0])).toEqual((await questionsOf(1)).map((question) => question.id));
    expect(rows[1]![12]).toBe('http://quiz.test:3000/topic/1');
    const again = await get('/api/quiz/1/export?format=csv', { 'if-none-match': response.headers.etag as string });
    expect(again.statusCode).toBe(304);
  });

  it('sends GIFT and Moodle XML that read back to the API’s questions, compressed when asked', async () => {
    const questions = await questionsOf(7);
    const gift = await get('/api/quiz/7/export?format=gift', { 'accept-encoding': 'gzip' });
    expect(gift.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(gift.headers['content-disposition']).toBe('attachment; filename="quiz-dojo-beta.gift.txt"');
    expect(readGift('beta.gift', gunzipSync(gift.rawPayload).toString()).questions).toEqual(questions);
    const xml = await get('/api/quiz/7/export?format=moodle');
    expect(xml.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(readMoodleXml('beta.xml', xml.body).questions).toEqual(questions);
  });

  it('sends a QTI 2.1 zip with its manifest and one item per question', async () => {
    const response = await get('/api/quiz/1/export?format=qti21');
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="quiz-dojo-alpha.qti21.zip"');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(strFromU8(files['imsmanifest.xml']!)).toContain('imsqti_item_xmlv2p1');
    expect(Object.keys(files).filter((name) => name.startsWith('items/'))).toHaveLength((await questionsOf(1)).length);
  });

  it('sends an Anki package to download, a note per question of the API, cached and the same on a second ask', async () => {
    const response = await get('/api/quiz/7/export?format=apkg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment; filename="quiz-dojo-beta.apkg"');
    expect(response.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const apkg = openApkg(new Uint8Array(response.rawPayload));
    const ids = apkg.notes.map((note) => note.flds.split('\x1f')[4]).sort();
    expect(ids).toEqual((await questionsOf(7)).map((question) => question.id).sort());
    expect(apkg.cards).toHaveLength(ids.length);
    expect(apkg.decks[apkg.conf.curDeck].desc).toContain('http://quiz.test:3000/topic/7');
    const again = await get('/api/quiz/7/export?format=apkg');
    expect(Buffer.compare(again.rawPayload, response.rawPayload)).toBe(0);
    const unchanged = await get('/api/quiz/7/export?format=apkg', { 'if-none-match': response.headers.etag as string });
    expect(unchanged.statusCode).toBe(304);
  });

  it.each(['qti21', 'qti12'])('sends a %s package that reads back to the API’s questions', async (format) => {
    const response = await get(`/api/quiz/7/export?format=${format}`);
    const read = readQti(`beta.${format}.zip`, new Uint8Array(response.rawPayload));
    expect(read.skipped).toEqual([]);
    // QTI carries no tags nor difficulty here.
    expect(read.questions).toEqual((await questionsOf(7)).map((q) => ({ ...q, tags: [], difficulty: undefined })));
  });

  it.each([
    ['/api/quiz/1/export', 400, 'format must be one of csv, gift, moodle, qti21, qti12, apkg'],
    ['/api/quiz/1/export?format=anki', 400, 'format must be one of csv, gift, moodle, qti21, qti12, apkg'],
    ['/api/quiz/999/export?format=csv', 404, 'There is no topic with id 999; GET /api/quiz lists the topics'],
  ])('answers %s with %i and what to do', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: false, message, data: null });
  });

  it('sends only the selection of a topic, named so, with each row still of its topic', async () => {
    const response = await get('/api/quiz/1/export?format=csv&difficulty=hard&tag=arithmetic');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="quiz-dojo-alpha-hard-arithmetic.csv"');
    const rows = parse(response.body, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => [row.id, row.topic, row.difficulty])).toEqual([
      ['alpha:second-question', 'alpha', 'hard'],
    ]);
    expect(rows[0]!.tags).toContain('arithmetic');
    // A tag alone keeps every difficulty; the whole topic's file is not served from the selection's cache.
    const tagged = await get('/api/quiz/1/export?format=csv&tag=arithmetic');
    expect(tagged.headers['content-disposition']).toBe('attachment; filename="quiz-dojo-alpha-arithmetic.csv"');
    expect((parse(tagged.body) as string[][]).slice(1).map((row) => row[0])).toEqual([
      'alpha:first-question',
      'alpha:second-question',
    ]);
    const whole = await get('/api/quiz/1/export?format=csv');
    expect(whole.headers['content-disposition']).toBe('attachment; filename="quiz-dojo-alpha.csv"');
  });

  it('sends an Anki package of the selection only', async () => {
    const response = await get('/api/quiz/1/export?format=apkg&difficulty=easy');
    expect(response.headers['content-disposition']).toBe('attachment; filename="quiz-dojo-alpha-easy.apkg"');
    const apkg = openApkg(new Uint8Array(response.rawPayload));
    expect(apkg.notes.map((note) => note.flds.split('\x1f')[4])).toEqual(['alpha:first-question']);
  });

  it.each([
    [
      '/api/quiz/1/export?format=csv&tag=promises',
      400,
      'The topic "Alpha" has no tag "promises"; its tags are arithmetic, keywords',
    ],
    ['/api/quiz/1/export?format=csv&difficulty=extreme', 400, 'difficulty must be easy, medium or hard'],
    [
      '/api/quiz/1/export?format=csv&tag=Not%20A%20Tag',
      400,
      'tag must be one tag in lowercase words joined by dashes, such as event-loop',
    ],
    [
      '/api/quiz/1/export?format=csv&difficulty=medium&tag=keywords',
      404,
      'The topic "Alpha" has no medium questions tagged keywords; choose another difficulty or tag',
    ],
  ])('answers the selection %s with %i and what to do', async (url, status, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: false, message, data: null });
  });

  it('refuses a malformed id with 400', async () => {
    expect((await get('/api/quiz/01/export?format=csv')).statusCode).toBe(400);
  });
});

describe('the OpenAPI document', () => {
  it('documents GET /api/quiz/{id}/export with its formats', async () => {
    const { openApiDocument } = await import('../api/openapi.js');
    const operation = openApiDocument().paths['/api/quiz/{id}/export'].get;
    expect(operation.parameters[1]).toEqual({
      name: 'format',
      in: 'query',
      required: true,
      schema: { type: 'string', enum: ['csv', 'gift', 'moodle', 'qti21', 'qti12', 'apkg'] },
    });
    expect(operation.parameters.slice(2).map((parameter: { name: string }) => parameter.name)).toEqual([
      'difficulty',
      'tag',
    ]);
    expect(Object.keys(operation.responses[200].content)).toEqual([
      'text/csv',
      'text/plain',
      'application/xml',
      'application/zip',
      'application/octet-stream',
    ]);
  });
});
