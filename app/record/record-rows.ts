import type { DayActivity } from '../../contract/progress/day-schema';
import { answerKey, dayKey, ratingKey, resetKey } from '../../contract/sync/merge';
import type { AnswerRecord, BaseRecord, DayRecord, RatingRecord, ResetRecord } from '../../contract/sync/sync-schema';

/**
 * The learner's record as the browser holds it (docs/decisions/0019-learner-record-storage.md):
 * the records of contract/sync, each kind keyed as contract/sync/merge.ts keys it, so the browser
 * and the account share one model. Ratings and resets are only those the account has not
 * acknowledged (signed out, a rating is folded into its card's base as it is made); days are this
 * device's own counts, the ones it owes its account.
 */
export type RecordRows = {
  answers: Map<string, AnswerRecord>;
  bases: Map<string, BaseRecord>;
  ratings: Map<string, RatingRecord>;
  days: Map<string, DayRecord>;
  resets: Map<string, ResetRecord>;
};
export type RowKind = keyof RecordRows;
export const ROW_KINDS = ['answers', 'bases', 'ratings', 'days', 'resets'] as const satisfies readonly RowKind[];

/** A topic's latest reset as this browser took it in from its account, and when it first did. */
export type SeenReset = { at: number; seenAt: number };

/** What the record holds beyond its rows: this device, the bank's sizes, and what the account acknowledged. */
export type RecordMeta = {
  /** This browser's random id, so two devices' counts of one day add up. */
  device: string;
  /** Topic id -> its question count when last shown, so /topics and /statistics need no detail calls. */
  totals: Record<string, number>;
  /**
   * Each day's answers this device does not owe its account: other devices' as last taken from it,
   * and those given here while signed out (a sign-in reconciles them). The day shown is this plus the
   * device's own row.
   */
  dayBase: Record<string, DayActivity>;
  /** The sign-in the acknowledgements below follow (app/record/signed-in.ts). */
  signedInSince?: number;
  /** Answer key -> the fingerprint of the answer the account holds, so only changed answers go. */
  known: Record<string, string>;
  /** Day -> this device's figures the account acknowledged. */
  ownSent: Record<string, DayActivity>;
  /** Topic id -> the account's latest reset and when this device first took it in. */
  resetsSeen: Record<string, SeenReset>;
  /** Set at sign-in: every base goes once (docs/decisions/0016-sync-merge.md). */
  basesDue: boolean;
  lastSyncedAt?: number;
  /** The tag of the account's view last taken, for the next pull's If-None-Match. */
  etag?: string;
};

export type LearnerRecord = { rows: RecordRows; meta: RecordMeta };

export const KEYS: { [K in RowKind]: (row: RowOf<K>) => string } = {
  answers: answerKey,
  bases: answerKey,
  ratings: ratingKey,
  days: dayKey,
  resets: resetKey,
};

export type RowOf<K extends RowKind> = RecordRows[K] extends Map<string, infer T> ? T : never;

export function emptyRows(): RecordRows {
  return { answers: new Map(), bases: new Map(), ratings: new Map(), days: new Map(), resets: new Map() };
}

export function emptyMeta(device: string): RecordMeta {
  return { device, totals: {}, dayBase: {}, known: {}, ownSent: {}, resetsSeen: {}, basesDue: false };
}

/** Rows keyed as their kind keys them; a later row of one key replaces an earlier one. */
export function rowsFrom(lists: { [K in RowKind]?: readonly RowOf<K>[] }): RecordRows {
  const rows = emptyRows();
  for (const kind of ROW_KINDS) {
    const map = rows[kind] as Map<string, unknown>;
    const key = KEYS[kind] as (row: unknown) => string;
    for (const row of lists[kind] ?? []) map.set(key(row), row);
  }
  return rows;
}

export function newDevice(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
