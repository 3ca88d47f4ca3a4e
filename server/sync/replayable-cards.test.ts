import { afterEach, describe, expect, it } from 'vitest';
import { schedule } from '../../contract/progress/scheduler.js';
import { SYNC_ROUTES, syncViewSchema, type SyncBatch, type SyncView } from '../../contract/sync/sync-schema.js';
import { signedInAccount, syncRequest } from '../testing/sync-session.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { createSyncStore } from './sync-store.js';

/**
 * Issue 31: a base card within every field's range but in no state FSRS can rate, followed by one
 * rating, made every later view of the account answer 500 on every device, for good.
 */
const T = Date.now() - 3_600_000;

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const questionsOf = (current: Server) => current.app.quizStore.data.byId.get(1)!.questions;
const reviewed = schedule(undefined, 'good', new Date(T - 48 * 3_600_000));
const CRAFTED = [
  [
    'with a difficulty below 1',
    { ...reviewed, difficulty: 0.5, stability: 5, state: 2 },
    /^Invalid sync upload at bases\.0\.card\.difficulty: a rated card \(state 1 to 3\) has a difficulty from 1 to 10$/,
  ],
  [
    'in learning with no stability',
    { ...reviewed, difficulty: 5, stability: 0, state: 1 },
    /^Invalid sync upload at bases\.0\.card\.stability: a rated card \(state 1 to 3\) has a stability of at least 0\.001$/,
  ],
  [
    'reviewed 2^53 - 1 times',
    { ...reviewed, reps: 2 ** 53 - 1 },
    /^Invalid sync upload at bases\.0\.card\.reps: at most 1,000,000$/,
  ],
] as const;
/** One question's crafted base and a rating after it, as the review sent them. */
const crafted = (questionId: string, card: object) => ({
  bases: [{ topicId: '1', questionId, card }],
  ratings: [{ topicId: '1', questionId, at: T, outcome: 'good' as const, ratedAt: T }],
});

async function readable(cookie: string) {
  const read = await syncRequest(server!.app, cookie, 'GET', SYNC_ROUTES.sync);
  expect(read.statusCode, read.body.slice(0, 300)).toBe(200);
  const view = read.json<{ data: SyncView }>().data;
  // What every device then does with it (app/sync/sync-client.ts).
  expect(syncViewSchema.safeParse(view).error).toBeUndefined();
  const exported = await syncRequest(server!.app, cookie, 'GET', SYNC_ROUTES.export);
  expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
  return view;
}

describe.each(DIALECTS)('cards FSRS cannot rate, on %s', (dialect) => {
  it.each(CRAFTED)('refuses a base %s, naming the field; the account stays readable', async (_, card, message) => {
    server = await startTestServer({ dialect });
    const [q1] = questionsOf(server);
    const { cookie } = await signedInAccount(server.db);
    const pushed = await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, crafted(q1!.id, card));
    expect(pushed.statusCode).toBe(400);
    expect(pushed.json()).toMatchObject({ status: false, message: expect.stringMatching(message) });
    expect((await readable(cookie)).records).toBe(0);
  });

  it('serves an account that already holds such cards, leaving them out and keeping the rest', async () => {
    server = await startTestServer({ dialect });
    const [q1, q2] = questionsOf(server);
    const beta = server.app.quizStore.data.topics.find((topic) => topic.id !== 1)!;
    const other = { topicId: String(beta.id), questionId: beta.questions[0]!.id };
    const { accountId, cookie } = await signedInAccount(server.db);
    // Stored as the route stored them before it checked for them.
    const store = createSyncStore(server.db);
    await store.push(accountId, crafted(q1!.id, CRAFTED[0][1]) as SyncBatch);
    await store.push(accountId, crafted(q2!.id, CRAFTED[1][1]) as SyncBatch);
    const good = { ratings: [{ ...other, at: T, outcome: 'again' as const, ratedAt: T }] };
    expect((await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, good)).statusCode).toBe(200);

    const view = await readable(cookie);
    expect(view.cards).toEqual({ [other.topicId]: { [other.questionId]: schedule(undefined, 'again', new Date(T)) } });
    expect(view.records).toBe(5);
  });
});
