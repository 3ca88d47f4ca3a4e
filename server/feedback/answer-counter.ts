import { LRUCache } from 'lru-cache';
import type { AnswerBatch } from '../../contract/feedback.js';
import type { SharedCap } from './shared-cap.js';
import type { FeedbackDb } from './schema.js';
import type { IndexedQuestion } from './question-index.js';
import { optionKey } from './question-index.js';

/** Counts are written this often: an instance that dies loses at most this much of them. */
export const FLUSH_INTERVAL_MS = 1_000;
/** Rows per statement: 4 parameters each, well under SQLite's and PostgreSQL's limits. */
const ROWS_PER_STATEMENT = 250;
/** Batch ids remembered, so that a batch retried after a lost answer is counted once (per instance). */
const REMEMBERED_BATCHES = 100_000;
const BATCH_MEMORY_MS = 60 * 60_000;

type Options = {
  db: FeedbackDb;
  questions: () => Map<string, IndexedQuestion>;
  cap: SharedCap;
  onError: (error: unknown) => void;
  flushIntervalMs?: number;
};

/**
 * Answers are added up in memory and written every second as one upsert that adds to the counter
 * rows, so several instances on one PostgreSQL add into the same rows and a request never waits on
 * the database. Pending keys are bounded by the bank: an answer is counted only for a question the
 * bank has and one of its current options.
 */
export function createAnswerCounter({ db, questions, cap, onError, flushIntervalMs = FLUSH_INTERVAL_MS }: Options) {
  let pending = new Map<string, number>();
  const seenBatches = new LRUCache<string, true>({ max: REMEMBERED_BATCHES, ttl: BATCH_MEMORY_MS });
  let flushing: Promise<void> | undefined;

  /** Adds a batch; returns how many of its answers were read (the cap may still leave some uncounted). */
  async function add(batch: AnswerBatch, ip: string): Promise<number> {
    if (batch.batchId) {
      if (seenBatches.has(batch.batchId)) return batch.answers.length;
      seenBatches.set(batch.batchId, true);
    }
    const index = questions();
    const read = batch.answers.flatMap((answer) => {
      const question = index.get(answer.questionId);
      const option = question && optionKey(answer.option);
      return question && question.optionKeys.includes(option!) ? [{ ...answer, option: option! }] : [];
    });
    const counted = await cap.take(
      ip,
      read.map((answer) => answer.questionId),
    );
    read.forEach((answer, at) => {
      if (!counted[at]) return;
      const key = `${answer.questionId}\u0000${answer.option}\u0000${answer.first ? 1 : 0}`;
      pending.set(key, (pending.get(key) ?? 0) + 1);
    });
    return read.length;
  }

  async function write(rows: Map<string, number>) {
    const values = [...rows].map(([key, answers]) => {
      const [question_id, option_key, first] = key.split('\u0000') as [string, string, string];
      return { question_id, option_key, first: Number(first), answers };
    });
    await db.transaction().execute(async (trx) => {
      for (let start = 0; start < values.length; start += ROWS_PER_STATEMENT) {
        await trx
          .insertInto('answer_counts')
          .values(values.slice(start, start + ROWS_PER_STATEMENT))
          .onConflict((conflict) =>
            conflict
              .columns(['question_id', 'option_key', 'first'])
              .doUpdateSet((eb) => ({ answers: eb('answer_counts.answers', '+', eb.ref('excluded.answers')) })),
          )
          .execute();
      }
    });
  }

  /** Writes what is pending; on failure it stays pending (merged with what came meanwhile) for the next flush. */
  function flush(): Promise<void> {
    flushing ??= (async () => {
      const rows = pending;
      if (rows.size === 0) return;
      pending = new Map();
      try {
        await write(rows);
      } catch (error) {
        for (const [key, n] of rows) pending.set(key, (pending.get(key) ?? 0) + n);
        onError(error);
      }
    })().finally(() => (flushing = undefined));
    return flushing;
  }

  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  return {
    add,
    flush,
    /** Stops the timer and writes what is left: on a graceful shutdown nothing is lost. */
    async close() {
      clearInterval(timer);
      await flushing;
      await flush();
    },
    get pendingKeys() {
      return pending.size;
    },
  };
}

export type AnswerCounter = ReturnType<typeof createAnswerCounter>;
