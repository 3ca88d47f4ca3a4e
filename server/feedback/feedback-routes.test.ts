import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { REPORTS_PER_ADDRESS_PER_HOUR } from './caps.js';
import { optionKey } from './question-index.js';
import { feedbackDb } from './schema.js';

const Q1 = 'alpha:first-question';
const OPTIONS = ['`11`', '`2`', '`NaN`', '`undefined`'];
const HOST = 'quiz.test:3000';
const ORIGIN = `http://${HOST}`;

describe.each(DIALECTS)('feedback on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let clock = Date.parse('2026-11-26T10:00:00Z');
  beforeAll(async () => {
    server = await startTestServer({ dialect, feedback: { flushIntervalMs: 60_000, now: () => clock } });
  });
  afterAll(() => server.close());

  const post = (url: string, payload: unknown, ip = '10.0.0.1', headers: Record<string, string | undefined> = {}) =>
    server.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: Object.fromEntries(
        Object.entries({ host: HOST, origin: ORIGIN, 'content-type': 'application/json', ...headers }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      ),
      payload: typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload),
    });
  const answer = (option: string, questionId = Q1) => ({ questionId, option, first: true });
  const db = () => feedbackDb(server.db);
  const counts = async (questionId = Q1) => {
    await server.app.feedbackCounter.flush();
    const rows = await db().selectFrom('answer_counts').selectAll().where('question_id', '=', questionId).execute();
    return Object.fromEntries(rows.map((row) => [`${row.option_key.slice(0, 4)}:${row.first}`, Number(row.answers)]));
  };
  const total = async (questionId = Q1) => Object.values(await counts(questionId)).reduce((a, b) => a + b, 0);
  const figures = async () => {
    const response = await server.app.inject({ url: '/api/answers/1', headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    return response.json().data as { questions: { id: string; learners: number; picks: number[] }[] };
  };

  it('counts a batch once, even sent again with its batch id, and ignores unknown questions and options', async () => {
    const batch = {
      batchId: crypto.randomUUID(),
      answers: [answer(OPTIONS[1]!), answer('not an option'), answer('x', 'alpha:gone')],
    };
    const first = await post('/api/answers', batch);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ status: true, message: '1 answers received', data: { received: 1 } });
    expect((await post('/api/answers', batch)).statusCode).toBe(202);
    expect(await total()).toBe(1);
  });

  it('shows a question in the figures once 20 learners answered it, with picks in the options order', async () => {
    expect((await figures()).questions).toEqual([]);
    for (let learner = 2; learner <= 20; learner++) {
      const option = OPTIONS[learner % 4 === 0 ? 2 : 1]!;
      expect((await post('/api/answers', { answers: [answer(option)] }, `10.1.${learner}.1`)).statusCode).toBe(202);
    }
    await server.app.feedbackCounter.flush();
    expect((await figures()).questions).toEqual([]); // served from memory for a minute
    clock += 60_000;
    expect((await figures()).questions).toEqual([]); // the stale answer, while the figures are read again
    let fresh = await figures();
    for (const deadline = Date.now() + 10_000; fresh.questions.length === 0 && Date.now() < deadline;) {
      await new Promise(setImmediate);
      fresh = await figures();
    }
    expect(fresh.questions).toEqual([{ id: Q1, learners: 20, picks: [0, 15, 5, 0] }]);
  });

  it('counts one client as one learner of a question a day, however much it sends', async () => {
    const before = await total();
    for (let i = 0; i < 40; i++) {
      const answers = Array.from({ length: 50 }, () => answer(OPTIONS[3]!));
      await post('/api/answers', { batchId: crypto.randomUUID(), answers }, '203.0.113.9');
    }
    // An IPv6 client is one client for its whole /64.
    for (let i = 1; i <= 10; i++) await post('/api/answers', { answers: [answer(OPTIONS[3]!)] }, `2001:db8::${i}`);
    expect((await total()) - before).toBe(2); // one IPv4 client, one IPv6 client
    clock += 24 * 60 * 60_000;
    await post('/api/answers', { answers: [answer(OPTIONS[3]!)] }, '203.0.113.9');
    expect((await total()) - before).toBe(3);
  });

  it('stores a report at once, collapses identical ones and stores a retried one once', async () => {
    const report = {
      questionId: 'alpha:second-question',
      reason: 'several-right',
      comment: 'Both let and const  work',
    };
    expect((await post('/api/reports', { ...report, reportId: crypto.randomUUID() })).statusCode).toBe(201);
    const retried = { ...report, comment: 'both LET and const work', reportId: crypto.randomUUID() };
    expect((await post('/api/reports', retried, '10.2.0.2')).json()).toEqual({
      status: true,
      message: 'Report stored, thank you',
      data: { stored: true },
    });
    expect((await post('/api/reports', retried, '10.2.0.2')).statusCode).toBe(201);
    const rows = await db()
      .selectFrom('question_reports')
      .selectAll()
      .where('question_id', '=', report.questionId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reason: 'several-right',
      comment: 'Both let and const  work',
      reports: 2,
      resolved_at: null,
    });
    expect(rows[0]!.question_hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('stores hostile comments as the plain text sent, and refuses what is not text', async () => {
    const hostile = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
    expect(
      (await post('/api/reports', { questionId: Q1, reason: 'other', comment: hostile }, '10.3.0.1')).statusCode,
    ).toBe(201);
    const stored = await db().selectFrom('question_reports').select('comment').where('comment', '=', hostile).execute();
    expect(stored).toHaveLength(1);
    const refused = [
      await post(
        '/api/reports',
        { questionId: Q1, reason: 'other', comment: '\u001b[2J\u001b]0;pwned\u0007' },
        '10.3.0.2',
      ),
      await post(
        '/api/reports',
        '{"questionId":"alpha:first-question","reason":"other","comment":"\\ud800"}',
        '10.3.0.2',
      ),
      await post(
        '/api/reports',
        Buffer.concat([
          Buffer.from(`{"questionId":"${Q1}","reason":"other","comment":"`),
          Buffer.from([0xc3, 0x28]),
          Buffer.from('"}'),
        ]),
        '10.3.0.2',
      ),
      await post('/api/reports', { questionId: Q1, reason: 'other', comment: 'x'.repeat(1001) }, '10.3.0.2'),
      await post('/api/reports', { questionId: Q1, reason: 'html' }, '10.3.0.2'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(refused[2]!.json().message).toMatch(/not valid UTF-8/);
    const huge = await post(
      '/api/reports',
      `{"questionId":"${Q1}","reason":"other","comment":"${'x'.repeat(10 * 2 ** 20)}"}`,
      '10.3.0.3',
    );
    expect([huge.statusCode, huge.json()]).toEqual([413, expect.objectContaining({ status: false, data: null })]);
    const plain = await post('/api/reports', 'hello', '10.3.0.3', { 'content-type': 'text/plain' });
    expect(plain.statusCode).toBe(415);
    expect(await db().selectFrom('question_reports').select('id').where('reason', '=', 'other').execute()).toHaveLength(
      1,
    );
  });

  it('limits reports per address and refuses a question the bank does not have', async () => {
    expect((await post('/api/reports', { questionId: 'alpha:gone', reason: 'typo' }, '10.4.0.1')).statusCode).toBe(404);
    const statuses = [];
    for (let i = 0; i < REPORTS_PER_ADDRESS_PER_HOUR + 2; i++) {
      const questionId = [Q1, 'alpha:second-question', 'beta:only-question'][i % 3];
      statuses.push(
        (await post('/api/reports', { questionId, reason: 'typo', comment: `n${i}` }, '10.4.0.2')).statusCode,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(9); // 3 a question, 3 questions
    expect(statuses.at(-1)).toBe(429);
  });

  it('refuses writes from a page on another site', async () => {
    const before = await total();
    const evil = { origin: 'https://evil.test' };
    const responses = [
      await post('/api/answers', { answers: [answer(OPTIONS[0]!)] }, '10.5.0.1', evil),
      await post('/api/reports', { questionId: Q1, reason: 'typo' }, '10.5.0.1', evil),
      await post('/api/reports', { questionId: Q1, reason: 'typo' }, '10.5.0.1', {
        origin: undefined,
        'sec-fetch-site': 'cross-site',
      }),
    ];
    expect(responses.map((r) => [r.statusCode, r.json().status])).toEqual([
      [403, false],
      [403, false],
      [403, false],
    ]);
    expect(await total()).toBe(before);
  });
});

describe('a graceful shutdown', () => {
  it('writes the counts not yet flushed', async () => {
    const server = await startTestServer({ feedback: { flushIntervalMs: 60_000 } });
    try {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/answers',
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: JSON.stringify({ answers: [{ questionId: Q1, option: OPTIONS[1], first: true }] }),
      });
      expect(response.statusCode).toBe(202);
      expect(server.app.feedbackCounter.pendingKeys).toBe(1);
      await server.app.close();
      const rows = await feedbackDb(server.db).selectFrom('answer_counts').select('answers').execute();
      expect(rows.map((row) => Number(row.answers))).toEqual([1]);
    } finally {
      await server.db.destroy();
      await server.workspace.cleanup();
    }
  });
});

// Several instances are a PostgreSQL setup (docs/deploy.md); SQLite serves one.
describe.skipIf(!DIALECTS.includes('postgres'))('two instances on one PostgreSQL database', () => {
  it('add their counts into the same rows', async () => {
    const first = await startTestServer({ dialect: 'postgres', feedback: { flushIntervalMs: 60_000 } });
    const db = await first.workspace.openDb();
    const second = await buildApp({
      db,
      clientDir: path.join(first.workspace.root, 'no-client'),
      feedback: { flushIntervalMs: 60_000 },
    });
    try {
      const send = (app: typeof second, ip: string, option: string) =>
        app.inject({
          method: 'POST',
          url: '/api/answers',
          remoteAddress: ip,
          headers: { host: HOST, 'content-type': 'application/json' },
          payload: JSON.stringify({ answers: [{ questionId: Q1, option, first: true }] }),
        });
      for (let i = 1; i <= 3; i++) await send(first.app, `10.7.${i}.1`, OPTIONS[1]!);
      for (let i = 1; i <= 2; i++) await send(second, `10.8.${i}.1`, OPTIONS[1]!);
      await send(second, '10.8.9.1', OPTIONS[0]!);
      await Promise.all([first.app.feedbackCounter.flush(), second.feedbackCounter.flush()]);
      await send(first.app, '10.7.9.1', OPTIONS[1]!);
      await first.app.feedbackCounter.flush();
      const rows = await feedbackDb(db).selectFrom('answer_counts').select(['option_key', 'answers']).execute();
      expect(Object.fromEntries(rows.map((row) => [row.option_key, Number(row.answers)]))).toEqual({
        [optionKey(OPTIONS[1]!)]: 6,
        [optionKey(OPTIONS[0]!)]: 1,
      });
    } finally {
      await second.close();
      await db.destroy();
      await first.close();
    }
  });
});
