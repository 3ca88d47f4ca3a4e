import type { Outcome } from './scheduler';
import type { DayActivity } from '../../contract/progress/day-schema';
import type { RatingRecord, ResetRecord } from '../../contract/sync/sync-schema';
import { isSignedIn } from './signed-in';

/**
 * What this browser has to send to its account beyond its stored progress (docs/progress-format.md,
 * "Sync"): each review rating since it signed in, each topic reset, its own count of each day's
 * answers, and what it knows the account holds. Written by the stores as they record, only while
 * signed in: without an account nothing here is written. Read without a schema (the stores load
 * it with every answer); a value that is not ours starts afresh, keeping nothing of it.
 */
export const SYNC_KEY = 'quiz-dojo:sync:v1';
/** A long time offline: the oldest ratings beyond this go (their cards go as bases on the next sign-in). */
export const MAX_QUEUED_RATINGS = 5_000;

export type SeenReset = { at: number; seenAt: number };

export type SyncState = {
  /** This browser's random id, so two devices' counts of one day add up. */
  device: string;
  ratings: RatingRecord[];
  resets: ResetRecord[];
  /** This device's own count of each day, and the figures the account has acknowledged. */
  own: Record<string, DayActivity>;
  ownSent: Record<string, DayActivity>;
  /** Answer key -> the fingerprint of the answer the account holds, so only changed answers go. */
  known: Record<string, string>;
  /** Topic id -> the account's latest reset and when this device first took it in (./sync-batch.ts). */
  resetsSeen: Record<string, SeenReset>;
  /** Set at sign-in: every card goes once as a base (docs/decisions/0016-sync-merge.md). */
  basesDue: boolean;
  /** The sign-in this state follows (app/record/signed-in.ts). */
  signedInSince?: number;
  lastSyncedAt?: number;
  /** The tag of the account's view last taken, for the next pull's If-None-Match. */
  etag?: string;
};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readSyncState(): SyncState {
  let value: Partial<SyncState> = {};
  try {
    value = JSON.parse(storage()?.getItem(SYNC_KEY) ?? '{}') as Partial<SyncState>;
  } catch {
    // Not ours: start afresh.
  }
  const object = <T>(field: T | undefined, empty: T) => (typeof field === 'object' && field !== null ? field : empty);
  return {
    device:
      typeof value.device === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value.device) ? value.device : newDevice(),
    ratings: Array.isArray(value.ratings) ? value.ratings : [],
    resets: Array.isArray(value.resets) ? value.resets : [],
    own: object(value.own, {}),
    ownSent: object(value.ownSent, {}),
    known: object(value.known, {}),
    resetsSeen: object(value.resetsSeen, {}),
    basesDue: value.basesDue === true,
    ...(typeof value.signedInSince === 'number' ? { signedInSince: value.signedInSince } : {}),
    ...(typeof value.lastSyncedAt === 'number' ? { lastSyncedAt: value.lastSyncedAt } : {}),
    ...(typeof value.etag === 'string' ? { etag: value.etag } : {}),
  };
}

export function writeSyncState(state: SyncState) {
  try {
    storage()?.setItem(SYNC_KEY, JSON.stringify(state));
  } catch {
    // A full storage: the change waits in the stored progress, which the next sync compares.
  }
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
  writeSyncState(state);
  return state;
}

function newDevice(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function update(change: (state: SyncState) => void) {
  if (!isSignedIn()) return;
  const state = readSyncState();
  change(state);
  writeSyncState(state);
  notifyOutbox();
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
  const seen = readSyncState().resetsSeen;
  return Object.fromEntries(
    Object.entries(topics).map(([topicId, progress]) => {
      const resetAt = seen[topicId]?.at;
      if (resetAt === undefined) return [topicId, progress];
      const answers = Object.fromEntries(Object.entries(progress.answers).filter(([, answer]) => answer.at > resetAt));
      return [topicId, { ...progress, answers }];
    }),
  );
}

/** A review card rated (or rated again as Hard or Easy) for the answer given at `at`. */
export function logRating(topicId: string, questionId: string, outcome: Outcome, at: Date) {
  update((state) => {
    state.ratings.push({ topicId, questionId, at: at.getTime(), outcome, ratedAt: Date.now() });
    state.ratings.splice(0, state.ratings.length - MAX_QUEUED_RATINGS);
  });
}

/**
 * A reset pressed here comes after the account's latest reset this browser took in, even on a slow
 * clock: answers moved past that one (./sync-batch.ts) would otherwise outlive it and come back.
 */
export function logReset(topicId: string, at: Date) {
  update((state) => {
    const time = Math.max(at.getTime(), (state.resetsSeen[topicId]?.at ?? 0) + 1);
    state.resets = [...state.resets.filter((reset) => reset.topicId !== topicId), { topicId, at: time }];
  });
}

/** One more answer on a local day, counted as this device's own. */
export function countDay(day: string, correct: boolean) {
  update((state) => {
    const known = state.own[day] ?? { answered: 0, correct: 0 };
    state.own[day] = { answered: known.answered + 1, correct: known.correct + (correct ? 1 : 0) };
  });
}

const listeners = new Set<() => void>();

export function subscribeOutbox(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notifyOutbox() {
  for (const listener of listeners) listener();
}
