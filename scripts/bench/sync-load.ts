import type { SyncBatch } from '../../contract/sync/sync-schema.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import type { DatabaseTarget } from '../../server/config.js';
import { postSync, signedInAccount } from '../../server/testing/sync-session.js';
import { onEachDatabase } from './each-database.js';
import { SERVER, serverEnv, startProcess } from './server-process.js';
import type { BenchRow } from './table.js';

const LEARNERS = 200;
/** Uploads per learner, one after the other; the learners all at once. */
const SYNCS_EACH = 5;

/**
 * 200 signed-in learners syncing at once against one built server on loopback: each sends 5 uploads
 * (an answer, its rating and the day's count), waiting for each. Figures only, no budget but zero
 * errors: syncs per second and p99 vary with the machine.
 */
export function syncLoadRuns(): Promise<BenchRow[]> {
  return onEachDatabase('sync', syncLoadOne);
}

async function syncLoadOne(label: string, target: DatabaseTarget): Promise<BenchRow[]> {
  const db = openDatabase(target);
  await migrateToLatest(db);
  const cookies = [];
  for (let index = 0; index < LEARNERS; index++) cookies.push((await signedInAccount(db)).cookie);
  await db.destroy();
  const url = target.kind === 'sqlite' ? `file:${target.file}` : target.url;
  const server = await startProcess(SERVER, serverEnv(url), '/api/ready');
  try {
    const topic = (await (await fetch(`http://127.0.0.1:${server.port}/api/quiz/1`)).json()) as {
      data: { questions: { id: string; options: string[] }[] };
    };
    const questions = topic.data.questions;
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      cookies.map(async (cookie) => {
        for (let n = 0; n < SYNCS_EACH; n++) {
          const begin = performance.now();
          const answer = await postSync(server.port, cookie, upload(n, questions)).catch(() => undefined);
          latencies.push(performance.now() - begin);
          if (answer?.status !== 200) failures++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const name = `${label} sync: ${LEARNERS} learners at once, ${SYNCS_EACH} uploads each`;
    return [
      { figure: `${name}, syncs per second`, value: latencies.length / seconds, unit: 'syncs/s' },
      { figure: `${name}, latency p99`, value: latencies[Math.floor(latencies.length * 0.99)]!, unit: 'ms' },
      { figure: `${name}, errors + non-200`, value: failures, unit: '', budget: 0 },
    ];
  } finally {
    await server.stop();
  }
}

/** A learner's n-th upload: an answer, its rating and the day's count. */
export function upload(n: number, questions: { id: string; options: string[] }[]): SyncBatch {
  const question = questions[n % questions.length]!;
  const at = Date.now() - 60_000 + n;
  const chosen = question.options[0]!;
  return {
    answers: [
      { topicId: '1', questionId: question.id, chosen, correct: false, at, first: { chosen, correct: false, at } },
    ],
    ratings: [{ topicId: '1', questionId: question.id, at, outcome: 'again', ratedAt: at }],
    days: [
      { device: 'bench-device-aaaaaaaa', day: new Date().toISOString().slice(0, 10), answered: n + 1, correct: 0 },
    ],
  };
}
