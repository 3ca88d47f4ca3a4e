import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { reportHoursMigration } from './report-hours-migration.js';
import { feedbackDb } from './schema.js';

const HOST = 'quiz.test';
const SENDER = '198.51.100.23';
const Q1 = 'alpha:first-question';

/** Issue 31: nothing the server keeps or logs links a report or an answer to its sender. */
describe.each(DIALECTS)('what is kept about a feedback sender, on %s', (dialect) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  let clock = Date.parse('2026-11-26T10:37:12.345Z');
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({
      dialect,
      logger: { level: 'info', stream },
      trustProxy: ['127.0.0.1'],
      feedback: { flushIntervalMs: 60_000, now: () => clock },
    });
  });
  afterAll(() => server.close());

  // The production path: a trusted proxy on this machine names the client in X-Forwarded-For.
  const request = (method: 'GET' | 'POST', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      remoteAddress: '127.0.0.1',
      headers: { host: HOST, 'x-forwarded-for': SENDER, ...(payload ? { 'content-type': 'application/json' } : {}) },
      ...(payload ? { payload: JSON.stringify(payload) } : {}),
    });
  const linesOf = async (send: () => Promise<{ statusCode: number; headers: Record<string, unknown> }>) => {
    lines.length = 0;
    const response = await send();
    const logged = lines.filter((line) => line.includes(String(response.headers['x-request-id'])));
    return { status: response.statusCode, logged };
  };

  it('logs feedback requests at info without the client address or port, and other requests as before', async () => {
    const report = await linesOf(() => request('POST', '/api/reports', { questionId: Q1, reason: 'typo' }));
    const answers = await linesOf(() =>
      request('POST', '/api/answers', { answers: [{ questionId: Q1, option: '`2`', first: true }] }),
    );
    const figures = await linesOf(() => request('GET', '/api/answers/1'));
    expect([report.status, answers.status, figures.status]).toEqual([201, 202, 200]);
    for (const { logged } of [report, answers, figures]) {
      expect(logged.some((line) => line.includes('"incoming request"'))).toBe(true);
      for (const line of logged) {
        expect(line).not.toContain(SENDER);
        expect(line).not.toContain('remoteAddress');
        expect(line).not.toContain('remotePort');
      }
    }
    const quiz = await linesOf(() => request('GET', '/api/quiz'));
    expect(quiz.logged.find((line) => line.includes('"incoming request"'))).toContain(`"remoteAddress":"${SENDER}"`);
  });

  it('stores a report with its times on the hour, so two reports are not told apart by them', async () => {
    const report = { questionId: 'alpha:second-question', reason: 'unclear', reportId: crypto.randomUUID() };
    expect((await request('POST', '/api/reports', report)).statusCode).toBe(201);
    clock += 74;
    const again = { ...report, reportId: crypto.randomUUID() };
    expect((await request('POST', '/api/reports', again)).statusCode).toBe(201);
    const db = feedbackDb(server.db);
    const rows = await db.selectFrom('question_reports').selectAll().where('reason', '=', 'unclear').execute();
    expect(rows.map((row) => [row.first_at, row.last_at, Number(row.reports)])).toEqual([
      ['2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z', 2],
    ]);
    const receipts = await db
      .selectFrom('report_receipts')
      .select('received_at')
      .where('report_id', 'in', [report.reportId, again.reportId])
      .execute();
    expect(receipts.map((row) => row.received_at)).toEqual(['2026-11-26T10:00:00.000Z', '2026-11-26T10:00:00.000Z']);
  });

  it('coarsens the times of reports stored before, and leaves when an author resolved one', async () => {
    const db = feedbackDb(server.db);
    const row = { question_id: Q1, question_hash: '0123456789abcdef', reason: 'other', comment: 'old', reports: 1 };
    await db
      .insertInto('question_reports')
      .values({
        ...row,
        id: 'old0000001',
        comment_key: 'old',
        first_at: '2026-11-20T08:15:42.123Z',
        last_at: '2026-11-21T23:59:59.999Z',
        resolved_at: '2026-11-22T09:30:01.456Z',
      })
      .execute();
    await db
      .insertInto('report_receipts')
      .values({ report_id: 'old-receipt', received_at: '2026-11-20T08:15:42.123Z' })
      .execute();
    await reportHoursMigration.up(server.db);
    const stored = await db
      .selectFrom('question_reports')
      .selectAll()
      .where('id', '=', 'old0000001')
      .executeTakeFirstOrThrow();
    expect([stored.first_at, stored.last_at, stored.resolved_at]).toEqual([
      '2026-11-20T08:00:00.000Z',
      '2026-11-21T23:00:00.000Z',
      '2026-11-22T09:30:01.456Z',
    ]);
    const receipt = await db
      .selectFrom('report_receipts')
      .select('received_at')
      .where('report_id', '=', 'old-receipt')
      .executeTakeFirstOrThrow();
    expect(receipt.received_at).toBe('2026-11-20T08:00:00.000Z');
    // Rows already on the hour stay as they are.
    const hours = await db.selectFrom('question_reports').select('first_at').where('reason', '=', 'unclear').execute();
    expect(hours.map((r) => r.first_at)).toEqual(['2026-11-26T10:00:00.000Z']);
  });
});
