import { afterEach, describe, expect, it } from 'vitest';
import type { SyncBatch, SyncView } from '../../contract/sync/sync-schema.js';
import { openDatabase } from '../db/database.js';
import { freePort } from '../testing/free-port.js';
import { type SpawnedServer, spawnServer, waitFor } from '../testing/spawn-server.js';
import { postSync, signedInAccount } from '../testing/sync-session.js';
import { DIALECTS, FIXTURE_CONTENT, makeWorkspace } from '../testing/test-server.js';

const T = Date.now() - 6 * 3_600_000;
const DEVICE = 'phone-aaaaaaaaaaaaaa';
const today = new Date().toISOString().slice(0, 10);

let cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

/** A workspace with a signed-in account, its database closed again for the servers to open. */
async function prepare(dialect: (typeof DIALECTS)[number]) {
  const workspace = await makeWorkspace(undefined, dialect);
  const db = await workspace.openDb();
  const { accountId, cookie } = await signedInAccount(db);
  await db.destroy();
  cleanups.push(workspace.cleanup);
  const url = workspace.target.kind === 'sqlite' ? `file:${workspace.target.file}` : workspace.target.url;
  return { workspace, accountId, cookie, url };
}

async function start(url: string): Promise<{ server: SpawnedServer; port: number }> {
  const port = await freePort();
  const server = spawnServer({ DATABASE_URL: url, PORT: String(port), CONTENT_DIR: FIXTURE_CONTENT });
  cleanups.push(() => server.child.kill('SIGKILL'));
  await waitFor(`http://127.0.0.1:${port}/api/ready`);
  return { server, port };
}

/** Upload n of a stream: an answer to one of the bank's questions, a rating and the day's count so far, all stamped n. */
function upload(n: number, questions: string[], options: Record<string, string[]>): SyncBatch {
  const questionId = questions[n % questions.length]!;
  const chosen = options[questionId]![n % 4]!;
  const at = T + n * 1000;
  return {
    answers: [{ topicId: '1', questionId, chosen, correct: false, at, first: { chosen, correct: false, at } }],
    ratings: [{ topicId: '1', questionId, at, outcome: 'good', ratedAt: at }],
    days: [{ device: DEVICE, day: today, answered: n + 1, correct: 0 }],
  };
}

async function bankOf(port: number) {
  const topic = (await (await fetch(`http://127.0.0.1:${port}/api/quiz/1`)).json()) as {
    data: { questions: { id: string; options: string[] }[] };
  };
  const questions = topic.data.questions.map((question) => question.id);
  const options = Object.fromEntries(topic.data.questions.map((question) => [question.id, question.options]));
  return { questions, options };
}

describe.each(DIALECTS)('sync reliability on %s', (dialect) => {
  it('keeps every acknowledged upload, once, when the server is killed (SIGKILL) mid-stream and restarted', async () => {
    const { cookie, url, workspace } = await prepare(dialect);
    let { server, port } = await start(url);
    const { questions, options } = await bankOf(port);
    const acknowledged: number[] = [];
    let next = 0;
    // Four uploads in flight at a time; the server is killed once 60 are acknowledged.
    const sender = async () => {
      while (server.child.exitCode === null && server.child.signalCode === null) {
        const n = next++;
        const answer = await postSync(port, cookie, upload(n, questions, options)).catch(() => undefined);
        if (answer?.status === 200) acknowledged.push(n);
        if (acknowledged.length === 60) server.child.kill('SIGKILL');
      }
    };
    await Promise.all([sender(), sender(), sender(), sender()]);
    await server.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(60);

    ({ server, port } = await start(url));
    const pulled = await postSync(port, cookie, undefined, 'GET');
    const view = (JSON.parse(pulled.body) as { data: SyncView }).data;
    // No duplicate: one answer and one card per question, and the day counts the device's latest figure.
    const last = Math.max(...acknowledged);
    expect(view.activity[today]!.answered).toBeGreaterThanOrEqual(last + 1);
    expect(view.activity[today]!.answered).toBeLessThanOrEqual(next);
    for (const [index, questionId] of questions.entries()) {
      const latest = Math.max(-1, ...acknowledged.filter((n) => n % questions.length === index));
      if (latest >= 0) expect(view.answers['1']![questionId]!.at).toBeGreaterThanOrEqual(T + latest * 1000);
    }
    // Every acknowledged rating is stored, each once; the cards count them all.
    const db = openDatabase(workspace.target);
    cleanups.push(() => db.destroy());
    const rows = await db.selectFrom('sync_records').select('value').where('kind', '=', 'ratings').execute();
    const rated = rows.map((row) => (JSON.parse(row.value) as { at: number }).at);
    expect(new Set(rated).size).toBe(rated.length);
    expect(rated).toEqual(expect.arrayContaining(acknowledged.map((n) => T + n * 1000)));
    const reps = Object.values(view.cards['1']!).reduce((sum, card) => sum + card.reps, 0);
    expect(reps).toBe(rated.length);
    expect(view.records).toBeLessThanOrEqual(questions.length * 2 + next + 1);
  }, 90_000);
});

describe.skipIf(!DIALECTS.includes('postgres'))('sync on two instances sharing one PostgreSQL', () => {
  it('serves one learner from both: uploads to either end in one state, read alike from each', async () => {
    const { cookie, url } = await prepare('postgres');
    const [one, two] = await Promise.all([start(url), start(url)]);
    const { questions, options } = await bankOf(one.port);
    const uploads = Array.from({ length: 40 }, (_, n) => upload(n, questions, options));
    const answers = await Promise.all(uploads.map((batch, n) => postSync(n % 2 ? one.port : two.port, cookie, batch)));
    expect(answers.map((answer) => answer.status)).toEqual(uploads.map(() => 200));
    const [a, b] = await Promise.all([one, two].map(({ port }) => postSync(port, cookie, undefined, 'GET')));
    const view = (JSON.parse(a!.body) as { data: SyncView }).data;
    expect(JSON.parse(b!.body)).toEqual(JSON.parse(a!.body));
    expect(view.activity[today]).toEqual({ answered: 40, correct: 0 });
    const reps = Object.values(view.cards['1']!).reduce((sum, card) => sum + card.reps, 0);
    expect(reps).toBe(40);
  }, 90_000);
});
