import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { MIN_LEARNERS } from '../../contract/feedback.js';
import type { FullQuestion } from '../../contract/quiz.js';
import { okEnvelope } from '../../server/api/envelope.js';
import { readQuizData } from '../../server/api/quiz-store.js';
import { syncContent } from '../../server/content/import-bank.js';
import { type Db, openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { readTopicFigures } from '../../server/feedback/figures.js';
import { optionKey } from '../../server/feedback/question-index.js';
import { feedbackDb } from '../../server/feedback/schema.js';
import { representation } from '../../server/http/representation.js';
import type { BenchRow } from './table.js';

const RUNS = 5;

/** Counts for every question as if 25 to 124 learners had answered it, so every figure is shown. */
export async function seedAnswerCounts(db: Db, questions: Pick<FullQuestion, 'id' | 'options'>[]) {
  const rows = questions.flatMap((q, n) =>
    q.options.map((option, i) => ({
      question_id: q.id,
      option_key: optionKey(option),
      first: 1,
      answers: ((n * 7 + i * 13) % 31) + 7,
    })),
  );
  for (let start = 0; start < rows.length; start += 250) {
    await feedbackDb(db)
      .insertInto('answer_counts')
      .values(rows.slice(start, start + 250))
      .execute();
  }
}

/** Seeds one topic's counts in a server's SQLite file (api-baseline.ts). */
export async function seedTopicCounts(file: string, topicId: number) {
  const db = openDatabase({ kind: 'sqlite', file });
  try {
    await seedAnswerCounts(db, (await readQuizData(db)).byId.get(topicId)!.questions);
  } finally {
    await db.destroy();
  }
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function timed(run: () => unknown): number {
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * The two ways of serving the figures (issue 25), on the bundled bank's largest topic with every
 * question past MIN_LEARNERS: (A) inside the topic answer, which must then be encoded again, per
 * origin, each time the figures change; (B) their own answer, encoded alone. The route itself is
 * measured against a bare server in api-baseline.ts.
 */
export async function figuresRuns(): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-figures-'));
  const db = openDatabase({ kind: 'sqlite', file: path.join(tmp, 'figures.sqlite') });
  try {
    await migrateToLatest(db);
    await syncContent(db, path.resolve('content'));
    const data = await readQuizData(db);
    const topic = data.topics.reduce((a, b) => (b.questions.length > a.questions.length ? b : a));
    await seedAnswerCounts(db, topic.questions);
    const readStarted = performance.now();
    const figures = await readTopicFigures(feedbackDb(db), topic);
    const read = performance.now() - readStarted;
    if (figures.questions.length !== topic.questions.length || MIN_LEARNERS > 25) throw new Error('seeding failed');
    const json = 'application/json; charset=utf-8';
    const byId = new Map(figures.questions.map((q) => [q.id, { learners: q.learners, picks: q.picks }]));
    const plainTopic = okEnvelope('', { ...topic, logoSvg: undefined, questions: topic.questions });
    const withFigures = okEnvelope('', {
      ...plainTopic.data,
      questions: topic.questions.map((q) => ({ ...q, answers: byId.get(q.id) })),
    });
    const own = representation(json, JSON.stringify(okEnvelope('', figures)));
    const inTopic = representation(json, JSON.stringify(withFigures));
    const bare = representation(json, JSON.stringify(plainTopic));
    const name = `figures of ${topic.slug} (${topic.questions.length} questions)`;
    return [
      { figure: `${name}: read from answer_counts`, value: read, unit: 'ms' },
      {
        figure: `${name}, own route (B): encode (JSON, brotli 11, gzip 9)`,
        value: timed(() => representation(json, JSON.stringify(okEnvelope('', figures)))),
        unit: 'ms',
        budget: 50,
      },
      { figure: `${name}, own route (B): brotli bytes`, value: own.br!.length, unit: 'B' },
      {
        figure: `${name}, in the topic answer (A): encode again, per origin`,
        value: timed(() => representation(json, JSON.stringify(withFigures))),
        unit: 'ms',
      },
      {
        figure: `${name}, in the topic answer (A): brotli bytes added`,
        value: inTopic.br!.length - bare.br!.length,
        unit: 'B',
      },
    ];
  } finally {
    await db.destroy();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
