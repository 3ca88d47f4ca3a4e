import { schedule } from '../../contract/progress/scheduler.js';
import type { SyncBatch } from '../../contract/sync/sync-schema.js';
import type { DatabaseTarget } from '../../server/config.js';
import { percentile } from '../../server/testing/http-load.js';
import { postSync } from '../../server/testing/sync-session.js';
import { onEachDatabase } from './each-database.js';
import { serverWithAccount } from './server-process.js';
import { bankQuestions, type BankQuestion, uploadAll } from './bank-questions.js';
import type { BenchRow } from './table.js';

const QUESTIONS = 1_000;
/** Answers and bases (2,000 records), then 98 ratings a card: the account's bound of 100,000 records. */
const UPLOADS = 20;
const RATINGS_EACH = 98;
const PULLERS = 10;
const SECONDS = Number(process.env.SYNC_FULL_SECONDS ?? 30);
const IDLE_SECONDS = 5;
const HOUR = 3_600_000;

/**
 * Issue 31: one account at the record bound must not stall anyone else. Ten clients pull it at once
 * without If-None-Match for 30 s while another client asks for GET /api/quiz one request after the
 * other; that client's p99 is compared with its p99 on the idle server, measured just before.
 */
export function syncFullAccountRuns(): Promise<BenchRow[]> {
  return onEachDatabase('sync-full', fullOne);
}

async function fullOne(label: string, target: DatabaseTarget): Promise<BenchRow[]> {
  const server = await serverWithAccount(target);
  const { cookie } = server;
  try {
    const { port } = server;
    const uploads = await uploadAll(port, cookie, progressOf(await bankQuestions(port, QUESTIONS)));
    const first = await postSync(port, cookie, undefined, 'GET');
    const records = (JSON.parse(first.body) as { data: { records: number } }).data.records;
    if (records !== QUESTIONS * (2 + RATINGS_EACH))
      throw new Error(`The account holds ${records} records, not what the bench sent`);
    const idle = await quizLatencies(port, Date.now() + IDLE_SECONDS * 1000);
    const until = Date.now() + SECONDS * 1000;
    const pulls: number[] = [];
    let failures = 0;
    const pulling = Array.from({ length: PULLERS }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const answer = await postSync(port, cookie, undefined, 'GET').catch(() => undefined);
        pulls.push(performance.now() - started);
        if (answer?.status !== 200) failures++;
      }
    });
    const [busy] = await Promise.all([quizLatencies(port, until), ...pulling]);
    const idleP99 = percentile(idle.latencies, 0.99);
    const name = `${label} account at the bound (${records.toLocaleString('en')} records, ${(first.body.length / 1024).toFixed(0)} KB view)`;
    return [
      {
        figure: `${name}: an upload of up to 5,000 ratings, slowest of ${UPLOADS}`,
        value: Math.max(...uploads.slice(1)),
        unit: 'ms',
      },
      {
        figure: `${name}: ${PULLERS} clients pulling for ${SECONDS} s, pulls per second`,
        value: pulls.length / SECONDS,
        unit: 'pulls/s',
      },
      { figure: `${name}: the same, pull p99`, value: percentile(pulls, 0.99), unit: 'ms' },
      { figure: `${name}: the same, failed pulls`, value: failures, unit: '', budget: 0 },
      { figure: `${label} GET /api/quiz p99, idle`, value: idleP99, unit: 'ms' },
      {
        figure: `${label} GET /api/quiz p99 during those pulls, against idle`,
        value: percentile(busy.latencies, 0.99),
        unit: 'ms',
        // Issue 31's goal is 3x; ten clients pulling 384 KB as fast as they can, on the same two cores
        // as the server, keep it well above that (docs/decisions/0016-sync-merge.md), so no bound here.
        baseline: idleP99,
      },
      {
        figure: `${label} GET /api/quiz failed during those pulls`,
        value: busy.failed + idle.failed,
        unit: '',
        budget: 0,
      },
    ];
  } finally {
    await server.stop();
  }
}

/**
 * GET /api/quiz one after the other until `until`: each request's time, and how many failed (no
 * answer within postSync's 10 s, which then counts as 10 s, or not a 200).
 */
async function quizLatencies(port: number, until: number): Promise<{ latencies: number[]; failed: number }> {
  const latencies: number[] = [];
  let failed = 0;
  while (Date.now() < until) {
    const started = performance.now();
    const answer = await postSync(port, '', undefined, 'GET', '/api/quiz').catch(() => undefined);
    if (answer?.status !== 200) failed++;
    latencies.push(performance.now() - started);
  }
  return { latencies, failed };
}

/** Answers and base cards 200 days old, then one rating a card per upload, an hour apart, as devices send them. */
function progressOf(questions: BankQuestion[]): SyncBatch[] {
  const start = Date.now() - 200 * 24 * HOUR;
  const answers: SyncBatch['answers'] = [];
  const bases: SyncBatch['bases'] = [];
  for (const { topicId, id: questionId, options } of questions) {
    const chosen = options[0]!;
    answers.push({
      topicId,
      questionId,
      chosen,
      correct: false,
      at: start,
      first: { chosen, correct: false, at: start },
    });
    bases.push({ topicId, questionId, card: schedule(undefined, 'again', new Date(start)) });
  }
  const batches: SyncBatch[] = [{ answers, bases }];
  const perUpload = RATINGS_EACH / UPLOADS;
  for (let upload = 0; upload < UPLOADS; upload++) {
    const ratings: NonNullable<SyncBatch['ratings']> = [];
    for (let n = Math.floor(upload * perUpload); n < Math.floor((upload + 1) * perUpload); n++) {
      for (const { topicId, id: questionId } of questions) {
        const at = start + (n + 1) * HOUR;
        ratings.push({ topicId, questionId, at, outcome: n % 3 ? 'good' : 'again', ratedAt: at });
      }
    }
    batches.push({ ratings });
  }
  return batches;
}
