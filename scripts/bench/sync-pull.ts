import { schedule } from '../../contract/progress/scheduler.js';
import type { SyncBatch } from '../../contract/sync/sync-schema.js';
import type { DatabaseTarget } from '../../server/config.js';
import { postSync } from '../../server/testing/sync-session.js';
import { bankQuestions, type BankQuestion, uploadAll } from './bank-questions.js';
import { bestAndMedian } from './rules.js';
import { onEachDatabase } from './each-database.js';
import { serverWithAccount } from './server-process.js';
import type { BenchRow } from './table.js';

const QUESTIONS = 1_000;
const RATINGS_EACH = 3;
/** Rounds of each kind of pull, alternating, so the machine's load falls on both alike. */
const ROUNDS = 5;
const FULL_PER_ROUND = 10;
const CONDITIONAL_PER_ROUND = 50;
const DAY = 86_400_000;

/**
 * A device's pull of an account with a realistic amount of progress (1,000 answers, 1,000 cards
 * with 3 ratings each after their base): GET /api/sync with a matching If-None-Match (a 304 from
 * one read of the account's row) against a full GET (the kept view read and sent whole), one
 * request at a time on one kept-alive connection. The 304 must take at most half the full GET's time.
 */
export function syncPullRuns(): Promise<BenchRow[]> {
  return onEachDatabase('pull', pullOne);
}

async function pullOne(label: string, target: DatabaseTarget): Promise<BenchRow[]> {
  const server = await serverWithAccount(target);
  const { cookie } = server;
  try {
    const { port } = server;
    await uploadAll(port, cookie, progressOf(await bankQuestions(port, QUESTIONS)));
    const first = await postSync(port, cookie, undefined, 'GET');
    const view = (JSON.parse(first.body) as { data: { records: number; cards: Record<string, object> } }).data;
    const cards = Object.values(view.cards).reduce((sum, topic) => sum + Object.keys(topic).length, 0);
    if (view.records !== QUESTIONS * (2 + RATINGS_EACH) || cards !== QUESTIONS)
      throw new Error(`The account holds ${view.records} records and ${cards} cards, not what the bench sent`);
    const etag = String(first.headers.etag);
    const timed = async (count: number, headers: Record<string, string>, status: number) => {
      const started = performance.now();
      for (let n = 0; n < count; n++) {
        const answer = await postSync(port, cookie, undefined, 'GET', '/api/sync', headers);
        if (answer.status !== status) throw new Error(`A pull answered ${answer.status}, not ${status}`);
      }
      return (performance.now() - started) / count;
    };
    const full: number[] = [];
    const conditional: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      full.push(await timed(FULL_PER_ROUND, {}, 200));
      conditional.push(await timed(CONDITIONAL_PER_ROUND, { 'if-none-match': etag }, 304));
    }
    const fullBest = bestAndMedian(full, 'lower');
    const name = `${label} pull of ${QUESTIONS.toLocaleString('en')} answers and cards (${(first.body.length / 1024).toFixed(0)} KB view)`;
    return [
      { figure: `${name}: full GET, per request`, ...fullBest, unit: 'ms' },
      {
        figure: `${name}: GET with a matching If-None-Match (304) against the full GET`,
        ...bestAndMedian(conditional, 'lower'),
        unit: 'ms',
        baseline: fullBest.value,
        maxRatio: 0.5,
      },
    ];
  } finally {
    await server.stop();
  }
}

/** Answers and base cards 10 days old, then ratings on the following days: sent as two uploads. */
function progressOf(questions: BankQuestion[]): SyncBatch[] {
  const base = Date.now() - 10 * DAY;
  const answers: SyncBatch['answers'] = [];
  const bases: SyncBatch['bases'] = [];
  const ratings: SyncBatch['ratings'] = [];
  for (const { topicId, id: questionId, options } of questions) {
    const chosen = options[0]!;
    answers.push({
      topicId,
      questionId,
      chosen,
      correct: false,
      at: base,
      first: { chosen, correct: false, at: base },
    });
    bases.push({ topicId, questionId, card: schedule(undefined, 'again', new Date(base)) });
    for (let n = 1; n <= RATINGS_EACH; n++) {
      const at = base + n * DAY;
      ratings.push({ topicId, questionId, at, outcome: n % 2 ? 'good' : 'hard', ratedAt: at });
    }
  }
  return [{ answers, bases }, { ratings }];
}
