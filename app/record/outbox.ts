import type { Outcome } from './scheduler';
import type { DayActivity } from '../../contract/progress/day-schema';
import { ratingKey, resetKey } from '../../contract/sync/merge';
import type { RatingRecord, ResetRecord } from '../../contract/sync/sync-schema';
import { currentRecord, subscribeRecord } from './learner-record';
import { RecordDraft } from './record-draft';
import type { RecordMeta, SeenReset } from './record-rows';
import { isSignedIn } from './signed-in';

export type { SeenReset } from './record-rows';

/** A long time offline: the oldest ratings beyond this go (their cards go as bases on the next sign-in). */
export const MAX_QUEUED_RATINGS = 5_000;

/**
 * What the sync works with (docs/decisions/0016-sync-merge.md): the record's rows the account has not
 * acknowledged (ratings, resets, and this device's own day counts) with what it did acknowledge, read
 * from the record as one value and written back to it as one change. No second log: these rows are
 * the record's (app/record/learner-record.ts).
 */
export type SyncState = Omit<RecordMeta, 'totals' | 'dayBase'> & {
  ratings: RatingRecord[];
  resets: ResetRecord[];
  /** This device's own count of each day, and the figures the account has acknowledged. */
  own: Record<string, DayActivity>;
};

/** The meta less what is the learner's own and not the sync's: the question counts and the days not owed. */
function acknowledgedOf(meta: RecordMeta): Omit<RecordMeta, 'totals' | 'dayBase'> {
  const kept: Partial<RecordMeta> = { ...meta };
  delete kept.totals;
  delete kept.dayBase;
  return kept as Omit<RecordMeta, 'totals' | 'dayBase'>;
}

export function readSyncState(): SyncState {
  const { rows, meta } = currentRecord();
  const own: Record<string, DayActivity> = {};
  for (const { device, day, answered, correct } of rows.days.values())
    if (device === meta.device) own[day] = { answered, correct };
  return { ...acknowledgedOf(meta), ratings: [...rows.ratings.values()], resets: [...rows.resets.values()], own };
}

/** Writes what the sync changed of its state back into the record, as one change. */
export function writeSyncState(state: SyncState, draft = new RecordDraft()) {
  const { ratings, resets, own, ...acknowledged } = state;
  const { rows } = draft.record;
  const keptRatings = new Set(ratings.map(ratingKey));
  for (const key of rows.ratings.keys()) if (!keptRatings.has(key)) draft.remove('ratings', key);
  for (const rating of ratings) if (rows.ratings.get(ratingKey(rating)) !== rating) draft.put('ratings', rating);
  const keptResets = new Set(resets.map(resetKey));
  for (const key of rows.resets.keys()) if (!keptResets.has(key)) draft.remove('resets', key);
  for (const reset of resets) if (!rows.resets.has(resetKey(reset))) draft.put('resets', reset);
  for (const [day, counts] of Object.entries(own)) {
    const known = draft.get('days', `${state.device}\n${day}`);
    if (known?.answered !== counts.answered || known.correct !== counts.correct)
      draft.put('days', { device: state.device, day, ...counts });
  }
  draft.setMeta((meta) => ({ totals: meta.totals, dayBase: meta.dayBase, ...acknowledged }));
  return draft.commit();
}

/**
 * The state for the current sign-in: after a new one, every answer and card goes once (the
 * account may lack any of it) and the day's counts are reconciled with the account's.
 */
export function syncStateFor(since: number): SyncState {
  const state = readSyncState();
  if (state.signedInSince === since) return state;
  // ownSent stays: it is what the account last acknowledged of this device, which the day counts
  // are reconciled with (app/sync/sync-batch.ts).
  Object.assign(state, { signedInSince: since, basesDue: true, known: {}, resetsSeen: {} });
  // The tag of another sign-in's view (perhaps another account's) must never answer for this one.
  delete state.etag;
  void writeSyncState(state);
  return state;
}

/**
 * An imported file's topics less the answers that the account's latest reset of their topic, as
 * this browser took it in, hides (signed in only). They were given before it; kept, the sync would
 * take one stamped after this browser saw the reset as given here since, move it past the reset
 * and bring it back on every device (./sync-batch.ts).
 */
export function withoutSeenResets<P extends { answers: Record<string, { at: number }> }>(
  topics: Record<string, P>,
): Record<string, P> {
  if (!isSignedIn()) return topics;
  const seen: Record<string, SeenReset> = currentRecord().meta.resetsSeen;
  return Object.fromEntries(
    Object.entries(topics).map(([topicId, progress]) => {
      const resetAt = seen[topicId]?.at;
      if (resetAt === undefined) return [topicId, progress];
      const answers = Object.fromEntries(Object.entries(progress.answers).filter(([, answer]) => answer.at > resetAt));
      return [topicId, { ...progress, answers }];
    }),
  );
}

/** A review card rated (or rated again as Hard or Easy) for the answer given at `at`, in `draft` (signed in only). */
export function logRating(draft: RecordDraft, topicId: string, questionId: string, outcome: Outcome, at: Date) {
  if (!isSignedIn()) return;
  draft.put('ratings', { topicId, questionId, at: at.getTime(), outcome, ratedAt: Date.now() });
  const ratings = draft.record.rows.ratings;
  if (ratings.size < MAX_QUEUED_RATINGS) return;
  const oldest = [...ratings.entries()].sort(([, a], [, b]) => a.ratedAt - b.ratedAt);
  for (const [key] of oldest.slice(0, ratings.size + 1 - MAX_QUEUED_RATINGS)) draft.remove('ratings', key);
}

/**
 * A reset pressed here, in `draft` (signed in only). It comes after the account's latest reset this
 * browser took in, even on a slow clock: answers moved past that one (./sync-batch.ts) would
 * otherwise outlive it and come back.
 */
export function logReset(draft: RecordDraft, topicId: string, at: Date) {
  if (!isSignedIn()) return;
  const time = Math.max(at.getTime(), (draft.meta.resetsSeen[topicId]?.at ?? 0) + 1);
  for (const [key, reset] of draft.record.rows.resets) if (reset.topicId === topicId) draft.remove('resets', key);
  draft.put('resets', { topicId, at: time });
}

/** Hears every change to the record, which is what the sync has to send. */
export const subscribeOutbox = subscribeRecord;
