import { browserStorage } from './cards-signal';
import { migrateProgress } from './progress-migration';
import { PROGRESS_PREFIX, progressKey, validProgress, type TopicProgress } from './progress-schema';
import { safeJson } from '../lib/safe-json';
import { storageSignal } from '../lib/storage-signal';

/**
 * Reading stored progress, for pages that only show it (/topics, /statistics): no scheduler here.
 * Recording answers is progress-store.ts, which loads the review cards with it.
 */
const EMPTY: TopicProgress = { total: 0, answers: {} };
const signal = storageSignal();
let migrated = false;

/** Cards for migrated answers come from the card store, loaded only when there is something to seed. */
function seedLater(topicId: string, answers: TopicProgress['answers'], now: Date) {
  return import('./card-store').then((cards) => cards.seedCards(topicId, answers, now));
}

/** The browser's storage, with progress of an older stored format moved to today's first. */
export function progressStorage(): Storage | undefined {
  const found = browserStorage();
  if (found && !migrated) {
    migrated = true;
    migrateProgress(found, new Date(), seedLater);
  }
  return found;
}

/** Runs the migration now (the app asks for it once it has taken over, for the navigation's badge). */
export function migrateStoredProgress() {
  progressStorage();
}

/** A corrupt or foreign value reads as no progress, and is removed so it cannot trouble later reads. */
export function readProgress(topicId: number | string): TopicProgress {
  const key = progressKey(topicId);
  const raw = progressStorage()?.getItem(key);
  if (raw == null) return EMPTY;
  const parsed = validProgress(safeJson(raw));
  if (parsed) return parsed;
  progressStorage()?.removeItem(key);
  return EMPTY;
}

/** A question counts as correct when its first try was: a retry after the feedback proves no recall. */
export function summarize(progress: TopicProgress) {
  const answers = Object.values(progress.answers);
  return { total: progress.total, answered: answers.length, correct: answers.filter((a) => a.first.correct).length };
}

/** Raw stored text: a stable snapshot for useSyncExternalStore, parsed by the caller. */
export function rawProgress(topicId: number | string) {
  return progressStorage()?.getItem(progressKey(topicId)) ?? null;
}

export function parseProgress(raw: string | null): TopicProgress {
  if (raw === null) return EMPTY;
  return validProgress(safeJson(raw)) ?? EMPTY;
}

/** Also hears other tabs, so two open tabs never show different scores. */
export const subscribeProgress = signal.subscribe;

/** Tells every screen that progress changed under it (an answer, or an import). */
export const notifyProgress = signal.notify;

/** The ids of every topic with stored progress (for an export). */
export function storedTopicIds(): string[] {
  const found = progressStorage();
  const ids: string[] = [];
  for (let index = 0; index < (found?.length ?? 0); index++) {
    const key = found?.key(index);
    if (key?.startsWith(PROGRESS_PREFIX)) ids.push(key.slice(PROGRESS_PREFIX.length));
  }
  return ids.sort();
}
