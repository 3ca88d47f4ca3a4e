import type { DayActivity } from '../../contract/progress/day-schema';
import type { PendingBatch } from './pending-batch';
import { LEGACY_PROGRESS_PREFIX, PROGRESS_PREFIX, V2_PROGRESS_PREFIX } from './progress-schema';
import { ACTIVITY_KEY, CARDS_KEY, SYNC_KEY } from './old-keys';
import { oldActivity, oldCards, oldProgress, oldSyncState, type OldSyncState } from './old-stores';
import { joinRows } from './join-rows';
import type { LearnerRecord, RecordMeta } from './record-rows';
import { schedule } from './scheduler';

/** The keys of every format the stores before the record wrote (docs/progress-format.md). */
const OLD_PREFIXES = [LEGACY_PROGRESS_PREFIX, V2_PROGRESS_PREFIX, PROGRESS_PREFIX];
const OLD_KEYS = [CARDS_KEY, ACTIVITY_KEY, SYNC_KEY];

/** The keys of the old formats this storage holds; none once the record has taken them in. */
export function oldKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key && (OLD_KEYS.includes(key) || OLD_PREFIXES.some((prefix) => key.startsWith(prefix)))) keys.push(key);
  }
  return keys;
}

/**
 * Everything the old stores hold, joined into `record` (issue 33): each topic's answers (v1 and v2
 * moved to v3 first, by the code that always did), the review cards as bases (an answer without one
 * gets one, as a topic's visit seeds it), each day, the sync queue's ratings and resets, its
 * acknowledgements if they follow the sign-in still on, and the worker's copy of a batch of that
 * sign-in. A join: run twice, or over a record that has some of it already (an older tab wrote
 * after the carry-over), it adds nothing twice. `signedInSince`: the sign-in the browser is under
 * now; `fresh`: the record is new, and takes the old queue's device id.
 */
export function carriedOver(
  storage: Storage,
  record: LearnerRecord,
  signedInSince: number | undefined,
  pending: PendingBatch | undefined,
  now: Date,
  fresh: boolean,
): LearnerRecord {
  const topics = oldProgress(storage, now);
  const sync = oldSyncState(storage);
  const meta: RecordMeta = { ...record.meta, totals: { ...record.meta.totals } };
  // The day counts the account holds of this browser are under the queue's device id: it stays.
  if (fresh && sync.device) meta.device = sync.device;
  const answers = Object.entries(topics).flatMap(([topicId, progress]) => {
    meta.totals[topicId] = Math.max(meta.totals[topicId] ?? 0, progress.total);
    return Object.entries(progress.answers).map(([questionId, answer]) => ({ topicId, questionId, ...answer }));
  });
  const cards = oldCards(storage);
  const bases = Object.entries(cards).flatMap(([topicId, topic]) =>
    Object.entries(topic).map(([questionId, card]) => ({ topicId, questionId, card })),
  );
  for (const answer of answers)
    if (
      !cards[answer.topicId]?.[answer.questionId] &&
      !record.rows.bases.has(`${answer.topicId}\n${answer.questionId}`)
    )
      bases.push({ ...answer, card: schedule(undefined, answer.correct ? 'good' : 'again', now) });
  const own = Object.entries(sync.own).map(([day, counts]) => ({ device: meta.device, day, ...counts }));
  meta.dayBase = dayBase(record.meta.dayBase, oldActivity(storage), sync.own);
  // The queue's acknowledgements hold for the sign-in they follow only; its ratings and resets are
  // sent at the next sign-in whatever it is, as the queue would have sent them.
  if (signedInSince !== undefined && sync.signedInSince === signedInSince)
    Object.assign(meta, acknowledgedOf(sync, meta));
  const fromWorker = signedInSince !== undefined && pending?.signedInSince === signedInSince ? pending.batch : {};
  const rows = joinRows(record.rows, {
    answers: [...answers, ...withoutSince(fromWorker.answers ?? [])],
    bases,
    ratings: [...sync.ratings, ...(fromWorker.ratings ?? [])],
    days: own,
    resets: [...sync.resets, ...(fromWorker.resets ?? [])],
  });
  return { rows, meta };
}

/** What the old queue says the account acknowledged of this sign-in. */
function acknowledgedOf(sync: OldSyncState, meta: RecordMeta): Partial<RecordMeta> {
  return {
    signedInSince: sync.signedInSince,
    known: { ...sync.known, ...meta.known },
    ownSent: sync.ownSent,
    resetsSeen: sync.resetsSeen,
    basesDue: sync.basesDue || meta.basesDue,
    ...(sync.lastSyncedAt === undefined ? {} : { lastSyncedAt: sync.lastSyncedAt }),
    ...(sync.etag === undefined ? {} : { etag: sync.etag }),
  };
}

/** A day as shown less this device's own count of it (what it owes its account): the larger of each figure kept. */
function dayBase(
  known: Record<string, DayActivity>,
  shown: Record<string, DayActivity>,
  own: Record<string, DayActivity>,
): Record<string, DayActivity> {
  const base = { ...known };
  for (const [day, counts] of Object.entries(shown)) {
    const mine = own[day] ?? { answered: 0, correct: 0 };
    const answered = Math.max(base[day]?.answered ?? 0, counts.answered - mine.answered);
    const correct = Math.min(answered, Math.max(base[day]?.correct ?? 0, counts.correct - mine.correct, 0));
    if (answered > 0) base[day] = { answered, correct };
  }
  return base;
}

/** A batch's answers as a device keeps them: the reset a first try follows is added when it is sent. */
function withoutSince<T extends { first: { since?: number } }>(records: readonly T[]): T[] {
  return records.map((record) => {
    const first = { ...record.first };
    delete first.since;
    return { ...record, first };
  });
}
