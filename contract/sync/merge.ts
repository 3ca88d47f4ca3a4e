import { OUTCOMES } from '../progress/outcomes.js';
import { firstReceipt } from './receipt.js';
import type {
  AccountBatch,
  AnswerRecord,
  BaseRecord,
  DayRecord,
  RatingRecord,
  Received,
  ResetRecord,
} from './sync-schema.js';

// Where the store and the view have always found them.
export { receivedAt, receivedBy } from './receipt.js';

/**
 * The merge of synced progress (docs/decisions/0016-sync-merge.md): a state-based CRDT. Each
 * record has a key; two records with one key merge by a join (the larger, or smaller, under a
 * total order with a deterministic tiebreak), so merging is commutative, associative and
 * idempotent: a retried upload, or the same changes from two devices in any order, end the same.
 */
type Join<T> = (a: T, b: T) => T;

/** -1, 0 or 1 comparing tuples of numbers and strings item by item. */
function compare(a: readonly (number | string)[], b: readonly (number | string)[]): number {
  for (let index = 0; index < a.length; index++) {
    const [x, y] = [a[index]!, b[index]!];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

type Pick = { chosen?: string; correct: boolean; at: number };
// An unknown option (a first try read from a v2 card) sorts before any known one at the same time.
const pickOrder = (pick: Pick) => [pick.at, pick.chosen === undefined ? 0 : 1, pick.chosen ?? '', pick.correct ? 1 : 0];

// A first try since a later reset first (one the reset before it cleared loses, however early), then the earliest.
const firstOrder = (first: AnswerRecord['first']) => [-(first.since ?? -1), ...pickOrder(first)];

/** The latest answer (by time, then option text, then verdict) with the earliest first try since the latest reset. */
export const joinAnswer: Join<AnswerRecord> = (a, b) => {
  const latest = compare(pickOrder(a), pickOrder(b)) >= 0 ? a : b;
  const first = compare(firstOrder(a.first), firstOrder(b.first)) <= 0 ? a.first : b.first;
  return { ...latest, first };
};

/** The rating chosen last for one answer (Good, then Hard or Easy instead). */
export const joinRating: Join<RatingRecord & Received> = (a, b) => {
  const order = compare([a.ratedAt, OUTCOMES.indexOf(a.outcome)], [b.ratedAt, OUTCOMES.indexOf(b.outcome)]);
  return order === 0 ? firstReceipt(a, b) : order > 0 ? a : b;
};

/** The base snapshot reviewed last; its JSON text breaks a tie, so every server picks the same. */
export const joinBase: Join<BaseRecord & Received> = (a, b) => {
  const order = compare([a.card.lastReview ?? -1, canonical(a.card)], [b.card.lastReview ?? -1, canonical(b.card)]);
  return order === 0 ? firstReceipt(a, b) : order > 0 ? a : b;
};

/** A device's count of a day only grows: the larger of each figure (a grow-only counter). */
export const joinDay: Join<DayRecord> = (a, b) => ({
  ...a,
  answered: Math.max(a.answered, b.answered),
  correct: Math.max(a.correct, b.correct),
});

/** Each reset is its own record (a topic may have several): one key is one reset, received once. */
export const joinReset: Join<ResetRecord & Received> = firstReceipt;

export const answerKey = (record: { topicId: string; questionId: string }) => `${record.topicId}\n${record.questionId}`;
export const ratingKey = (record: RatingRecord) => `${answerKey(record)}\n${record.at}`;
export const dayKey = (record: DayRecord) => `${record.device}\n${record.day}`;
export const resetKey = (record: ResetRecord) => `${record.topicId}\n${record.at}`;

/** The stored JSON of a card with its keys sorted, so equal cards compare equal whatever their key order. */
export function canonical(value: object): string {
  return JSON.stringify(Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))));
}

function joinAll<T>(records: readonly T[], key: (record: T) => string, join: Join<T>): T[] {
  const merged = new Map<string, T>();
  for (const record of records) {
    const id = key(record);
    const known = merged.get(id);
    merged.set(id, known === undefined ? record : join(known, record));
  }
  // Sorted by key, so the merged state has one form whatever the order it was built in.
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, record]) => record);
}

/** Every batch merged into one state; merging it again with any of them changes nothing. */
export function mergeBatches(...batches: AccountBatch[]): Required<AccountBatch> {
  const all = <K extends keyof AccountBatch>(kind: K): NonNullable<AccountBatch[K]> =>
    batches.flatMap((batch) => (batch[kind] ?? []) as unknown[]) as NonNullable<AccountBatch[K]>;
  return {
    answers: joinAll(all('answers'), answerKey, joinAnswer),
    ratings: joinAll(all('ratings'), ratingKey, joinRating),
    bases: joinAll(all('bases'), answerKey, joinBase),
    days: joinAll(all('days'), dayKey, joinDay),
    resets: joinAll(all('resets'), resetKey, joinReset),
  };
}

/** The join of two records of one kind, for a store that merges a record into the one it holds. */
export const JOINS = {
  answers: joinAnswer,
  ratings: joinRating,
  bases: joinBase,
  days: joinDay,
  resets: joinReset,
} as const;
