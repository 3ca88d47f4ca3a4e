import { afterEach, describe, expect, it, vi } from 'vitest';
import { SYNC_ROUTES, type SyncBatch, type SyncView } from '../../contract/sync/sync-schema.js';
import { signedInAccount, syncRequest } from '../testing/sync-session.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';

/**
 * Issue 31: a device whose clock runs fast (or a malicious one) pinned answers within its account.
 * The server bounds what it stores by when it received it (decision 16, "Clocks that run fast").
 * The server's clock is the real one: times are stamped relative to Date.now().
 */
const HOUR = 3_600_000;

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

type First = { chosen?: string; correct: boolean; at: number; since?: number };
const record = (questionId: string, chosen: string, at: number, first: First = { chosen, correct: false, at }) => ({
  topicId: '1',
  questionId,
  chosen,
  correct: false,
  at,
  first,
});

/** A signed-in device of one account: each upload answers the account's view. */
async function device(current: Server) {
  const { cookie } = await signedInAccount(current.db);
  const q1 = current.app.quizStore.data.byId.get(1)!.questions[0]!;
  const wrong = q1.options.find((option) => option !== q1.correctAnswer)!;
  const push = async (batch: SyncBatch) => {
    const answer = await syncRequest(current.app, cookie, 'POST', SYNC_ROUTES.sync, batch);
    expect(answer.statusCode, answer.body).toBe(200);
    return (JSON.parse(answer.body) as { data: SyncView }).data;
  };
  return { q1, right: q1.correctAnswer, wrong, push };
}

/** A time later than anything the server has stamped so far (its clock is this one). */
async function later(): Promise<number> {
  const after = Date.now();
  await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(after));
  return Date.now();
}

describe.each(DIALECTS)('a device whose clock runs fast, on %s', (dialect) => {
  it("stores an answer stamped 23 hours ahead as of its receipt: another device's later answer wins", async () => {
    server = await startTestServer({ dialect });
    const { q1, right, wrong, push } = await device(server);
    const laptop = await push({ answers: [record(q1.id, wrong, Date.now() + 23 * HOUR)] });
    expect(laptop.answers['1']![q1.id]!.at).toBeLessThanOrEqual(Date.now());
    const at = await later();
    const phone = await push({ answers: [record(q1.id, right, at)] });
    // The phone answered last: its pick is the latest; the laptop's, received first, the first try.
    expect(phone.answers['1']![q1.id]).toMatchObject({ chosen: right, at, first: { chosen: wrong } });
  });

  it('hides an answer stamped 23 hours ahead under a reset that reached the account after it', async () => {
    server = await startTestServer({ dialect });
    const { q1, wrong, push } = await device(server);
    await push({ answers: [record(q1.id, wrong, Date.now() + 23 * HOUR)] });
    const reset = await push({ resets: [{ topicId: '1', at: await later() }] });
    expect(reset.answers['1']?.[q1.id]).toBeUndefined();
  });

  it('keeps the answers given after its own reset, sent with it in one upload', async () => {
    server = await startTestServer({ dialect });
    const { q1, wrong, push } = await device(server);
    const fast = Date.now() + 2 * HOUR;
    const view = await push({ resets: [{ topicId: '1', at: fast }], answers: [record(q1.id, wrong, fast + 60_000)] });
    expect(view.answers['1']?.[q1.id]?.chosen).toBe(wrong);
  });
});

describe.each(DIALECTS)('a first try of unknown time (at 0), on %s', (dialect) => {
  it('counts as the earliest until the next reset, and no longer: the first try since the reset counts', async () => {
    server = await startTestServer({ dialect });
    const { q1, right, wrong, push } = await device(server);
    const phoneFirst = { chosen: wrong, correct: false, at: Date.now() - 2 * HOUR };
    await push({ answers: [record(q1.id, wrong, phoneFirst.at, phoneFirst)] });
    // A v1 answer (no time kept), or a device that claims one: its first try is taken as the earliest.
    const legacy = record(q1.id, right, Date.now() - HOUR, { chosen: right, correct: true, at: 0 });
    expect((await push({ answers: [legacy] })).answers['1']![q1.id]!.first.at).toBe(0);
    // The learner resets the topic, then answers q1 wrong, then right: the browser sends the reset
    // its first try follows, as the account gave it back.
    const since = (await push({ resets: [{ topicId: '1', at: await later() }] })).resets['1']!;
    const first = { chosen: wrong, correct: false, at: await later() };
    await push({ answers: [record(q1.id, wrong, first.at, { ...first, since })] });
    const again = record(q1.id, right, await later(), { ...first, since });
    const view = await push({ answers: [again] });
    expect(view.answers['1']![q1.id]).toMatchObject({ chosen: right, first });
    // The first try at 0, sent again, no longer counts.
    expect((await push({ answers: [legacy] })).answers['1']![q1.id]!.first).toEqual(first);
  });
});
