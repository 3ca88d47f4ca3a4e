import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_ROUTES, type SyncBatch, type SyncView } from '../../contract/sync/sync-schema.js';
import { schedule } from '../../contract/progress/scheduler.js';
import { signedInAccount, syncRequest } from '../testing/sync-session.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';

const T = Date.now() - 3_600_000;
const MIN = 60_000;
const today = new Date().toISOString().slice(0, 10);

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The fixture bank's first two questions of topic 1, their options and keys. */
function bankOf(current: Server) {
  const topic = current.app.quizStore.data.byId.get(1)!;
  const [q1, q2] = topic.questions;
  return { q1: q1!, q2: q2!, total: topic.questions.length };
}

const answer = (questionId: string, chosen: string, correct: boolean, at: number) => ({
  topicId: '1',
  questionId,
  chosen,
  correct,
  at,
  first: { chosen, correct, at },
});

describe.each(DIALECTS)('sync routes on %s', (dialect) => {
  it('round-trips a batch: the merged state comes back, from a second device and as a progress file', async () => {
    server = await startTestServer({ dialect });
    const { q1, q2, total } = bankOf(server);
    const { cookie } = await signedInAccount(server.db);
    const wrong = q1.options.find((option) => option !== q1.correctAnswer)!;
    const batch: SyncBatch = {
      answers: [
        { ...answer(q1.id, q1.correctAnswer, true, T + MIN), first: { chosen: wrong, correct: false, at: T } },
        answer(q2.id, q2.correctAnswer, false, T + 2 * MIN),
        answer('made-up', 'x', true, T),
      ],
      ratings: [{ topicId: '1', questionId: q1.id, at: T, outcome: 'again', ratedAt: T }],
      days: [{ device: 'phone-aaaaaaaaaaaaaa', day: today, answered: 2, correct: 1 }],
    };
    const pushed = await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, batch);
    expect(pushed.statusCode, pushed.body).toBe(200);
    const view = pushed.json<{ data: SyncView }>().data;
    expect(view.dropped).toBe(1);
    expect(view.answers['1']![q1.id]).toEqual({
      chosen: q1.correctAnswer,
      correct: true,
      at: T + MIN,
      first: { chosen: wrong, correct: false, at: T },
    });
    // Judged against the bank, as an import is: the device said wrong, the key says right.
    expect(view.answers['1']![q2.id]!.correct).toBe(true);
    expect(view.cards['1']![q1.id]).toEqual(schedule(undefined, 'again', new Date(T)));
    expect(view.activity).toEqual({ [today]: { answered: 2, correct: 1 } });
    expect(pushed.headers['cache-control']).toBe('no-store');

    const pulled = await syncRequest(server.app, cookie, 'GET', SYNC_ROUTES.sync);
    expect(pulled.json<{ data: SyncView }>().data).toEqual({ ...view, dropped: undefined });

    const file = await syncRequest(server.app, cookie, 'GET', SYNC_ROUTES.export);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="quiz-dojo-progress-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(file.json()).toMatchObject({
      format: 'quiz-dojo-progress',
      version: 2,
      topics: { '1': { total, answers: view.answers['1'] } },
      cards: view.cards,
      activity: view.activity,
    });
  });

  it('a replayed upload changes nothing, and two devices on one day add up', async () => {
    server = await startTestServer({ dialect });
    const { q1 } = bankOf(server);
    const { cookie } = await signedInAccount(server.db);
    const phone: SyncBatch = {
      answers: [answer(q1.id, q1.correctAnswer, true, T)],
      ratings: [{ topicId: '1', questionId: q1.id, at: T, outcome: 'good', ratedAt: T }],
      days: [{ device: 'phone-aaaaaaaaaaaaaa', day: today, answered: 3, correct: 2 }],
    };
    const laptop: SyncBatch = { days: [{ device: 'laptop-aaaaaaaaaaaaa', day: today, answered: 4, correct: 4 }] };
    const first = (await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, phone)).json<{ data: SyncView }>();
    await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, laptop);
    const again = await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, phone);
    const view = again.json<{ data: SyncView }>().data;
    expect(view.answers).toEqual(first.data.answers);
    expect(view.cards).toEqual(first.data.cards);
    expect(view.activity).toEqual({ [today]: { answered: 7, correct: 6 } });
    expect(view.records).toBe(4);
  });

  it('refuses a value out of bounds naming the field, a stranger, and a cross-origin POST with the cookie', async () => {
    server = await startTestServer({ dialect });
    const { q1 } = bankOf(server);
    const { cookie } = await signedInAccount(server.db);
    const future = answer(q1.id, q1.correctAnswer, true, Date.now() + 3 * 86_400_000);
    const bad = await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, { answers: [future] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      status: false,
      message: expect.stringMatching(/^Invalid sync upload at answers\.0\.at: /),
    });

    const stranger = await syncRequest(server.app, '', 'GET', SYNC_ROUTES.sync);
    expect(stranger.statusCode).toBe(401);
    const crossSite = await server.app.inject({
      method: 'POST',
      url: SYNC_ROUTES.sync,
      headers: { host: 'localhost', origin: 'https://evil.example', cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ answers: [answer(q1.id, q1.correctAnswer, true, T)] }),
    });
    expect(crossSite.statusCode).toBe(403);
    const view = (await syncRequest(server.app, cookie, 'GET', SYNC_ROUTES.sync)).json<{ data: SyncView }>().data;
    expect(view.records).toBe(0);
  });

  it('keeps each account to its own progress', async () => {
    server = await startTestServer({ dialect });
    const { q1 } = bankOf(server);
    const one = await signedInAccount(server.db);
    const two = await signedInAccount(server.db);
    await syncRequest(server.app, one.cookie, 'POST', SYNC_ROUTES.sync, {
      answers: [answer(q1.id, q1.correctAnswer, true, T)],
    });
    const other = (await syncRequest(server.app, two.cookie, 'GET', SYNC_ROUTES.sync)).json<{ data: SyncView }>().data;
    expect(other.answers).toEqual({});
  });
});

describe('sync logs', () => {
  it("hold nothing of a learner's progress, even at trace level: no option, question, time or count", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    server = await startTestServer({ logger: { level: 'trace', stream } });
    const { q1 } = bankOf(server);
    const { cookie } = await signedInAccount(server.db);
    const at = T + 12_345;
    const batch = {
      answers: [answer(q1.id, q1.correctAnswer, true, at)],
      days: [{ device: 'phone-zzzzzzzzzzzzzz', day: today, answered: 98_765, correct: 54_321 }],
    };
    expect((await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, batch)).statusCode).toBe(200);
    const bad = { answers: [answer(q1.id, q1.correctAnswer, true, Date.now() + 9 * 86_400_000)] };
    expect((await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, bad)).statusCode).toBe(400);
    const log = lines.join('');
    expect(log).toContain(SYNC_ROUTES.sync);
    for (const secret of [q1.id, q1.correctAnswer, String(at), 'phone-zzzzzzzzzzzzzz', cookie.split('=')[1]!])
      expect(log).not.toContain(secret);
    // A count is a number: only as a number of its own, not as digits inside a timestamp or a duration.
    expect(log).not.toMatch(/(^|[^\d.])(98765|54321)(?!\d)/);
  });
});
