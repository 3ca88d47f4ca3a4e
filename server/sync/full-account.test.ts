import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { schedule } from '../../contract/progress/scheduler.js';
import { answerKey, ratingKey } from '../../contract/sync/merge.js';
import type { Db } from '../db/database.js';
import { signedInAccount, syncRequest } from '../testing/sync-session.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { MAX_RECORDS_PER_ACCOUNT } from './sync-store.js';

const HOUR = 3_600_000;
const START = Date.now() - 300 * 24 * HOUR;
const CARDS = 1_000;
const RATINGS_EACH = MAX_RECORDS_PER_ACCOUNT / CARDS - 2;
/** Issue 31: no request may hold the event loop longer than this, whatever the account holds. */
const MOST_MS = 50;
const ATTEMPTS = 5;

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

type Question = { topicId: string; questionId: string };

/** An account filled to its bound as a server before kept views left it: 100,000 records, no view. */
async function fill(db: Db, accountId: string, questions: Question[]) {
  const rows = [];
  for (const { topicId, questionId } of questions) {
    const chosen = 'x';
    const answer = {
      topicId,
      questionId,
      chosen,
      correct: true,
      at: START,
      first: { chosen, correct: true, at: START },
    };
    rows.push({ kind: 'answers', key: answerKey(answer), value: answer, card: null });
    const base = { topicId, questionId, card: schedule(undefined, 'good', new Date(START)), receivedAt: START };
    rows.push({ kind: 'bases', key: answerKey(base), value: base, card: null });
    for (let r = 1; r <= RATINGS_EACH; r++) {
      const at = START + r * HOUR;
      const rating = { topicId, questionId, at, outcome: 'good' as const, ratedAt: at, receivedAt: at };
      rows.push({ kind: 'ratings', key: ratingKey(rating), value: rating, card: answerKey(rating) });
    }
  }
  for (let index = 0; index < rows.length; index += 400) {
    const values = rows
      .slice(index, index + 400)
      .map((row) => ({ ...row, account_id: accountId, value: JSON.stringify(row.value) }));
    await db.insertInto('sync_records').values(values).execute();
  }
}

/** The event loop's longest delay (ms) while `work` runs, sampled every 5 ms. */
async function longestDelay(work: () => Promise<unknown>): Promise<number> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  try {
    await work();
    // A sample falls due while the loop is held; it is taken on the next turn.
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    histogram.disable();
  }
  return histogram.max / 1e6;
}

/** The bank's first 1,000 questions, through the API. */
async function bankQuestions(app: FastifyInstance): Promise<Question[]> {
  const get = async (url: string) =>
    (JSON.parse((await app.inject({ url, headers: { host: 'localhost' } })).body) as { data: unknown }).data;
  const questions: Question[] = [];
  for (const { id } of (await get('/api/quiz')) as { id: number }[]) {
    const topic = (await get(`/api/quiz/${id}`)) as { questions: { id: string }[] };
    questions.push(...topic.questions.map((question) => ({ topicId: String(id), questionId: question.id })));
  }
  return questions.slice(0, CARDS);
}

describe.each(DIALECTS)('an account at the record bound on %s', (dialect) => {
  it(`holds the event loop under ${MOST_MS} ms in a pull, ten pulls at once, an export and an upload of 500 changes`, async () => {
    const server = await startTestServer({ dialect, contentSource: path.resolve('content') });
    close = server.close;
    const { app, db } = server;
    const { accountId, cookie } = await signedInAccount(db);
    const questions = await bankQuestions(app);
    await fill(db, accountId, questions);
    // Its first pull builds the view whole, once (the account was stored before views were kept).
    expect((await syncRequest(app, cookie, 'GET', '/api/sync')).statusCode).toBe(200);
    // Each request's best attempt: on a busy machine another process can take the core from any of them.
    const best = new Map<string, number>();
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      // Hard instead of Good on a rating of 500 cards: none of them can go on from its kept state.
      const ratings = questions.slice(0, 500).map((question) => {
        const at = START + (10 + attempt) * HOUR;
        return { ...question, at, outcome: 'hard' as const, ratedAt: at + 1 };
      });
      const requests: [string, () => Promise<void>][] = [
        ['a pull', async () => expect((await syncRequest(app, cookie, 'GET', '/api/sync')).statusCode).toBe(200)],
        [
          'ten pulls at once',
          async () => {
            const pulls = await Promise.all(
              Array.from({ length: 10 }, () => syncRequest(app, cookie, 'GET', '/api/sync')),
            );
            expect(pulls.map((pull) => pull.statusCode)).toEqual(Array(10).fill(200));
          },
        ],
        [
          'an export',
          async () => expect((await syncRequest(app, cookie, 'GET', '/api/sync/export')).statusCode).toBe(200),
        ],
        [
          'an upload of 500 changes',
          async () => expect((await syncRequest(app, cookie, 'POST', '/api/sync', { ratings })).statusCode).toBe(200),
        ],
      ];
      for (const [name, request] of requests)
        best.set(name, Math.min(best.get(name) ?? Infinity, await longestDelay(request)));
      if (Math.max(...best.values()) <= MOST_MS) break;
    }
    const figures = [...best].map(([name, ms]) => `${name}: ${ms.toFixed(0)} ms`).join(', ');
    expect(
      Math.max(...best.values()),
      `the longest delay of each request's best attempt: ${figures}`,
    ).toBeLessThanOrEqual(MOST_MS);
  }, 300_000);
});
