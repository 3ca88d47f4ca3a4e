import { isDueTime } from '../lib/time-bounds';
import { storageSignal } from '../lib/storage-signal';

/**
 * The review cards' storage key and change signal, kept free of dependencies: the navigation's
 * badge reads them from the entry bundle, where zod and the scheduler must not be pulled in.
 */
export const CARDS_KEY = 'quiz-dojo:cards:v1';
/** Progress in the stored format before v2; its presence means the migration has yet to run. */
export const LEGACY_PROGRESS_PREFIX = 'quiz-dojo:progress:v1:';

const signal = storageSignal();

export function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); practice still works, it is just not kept.
    return undefined;
  }
}

export function rawCards(): string | null {
  return browserStorage()?.getItem(CARDS_KEY) ?? null;
}

/** Also hears other tabs, so the badge of every open tab follows an answer given in one. */
export const subscribeCards = signal.subscribe;

export const notifyCards = signal.notify;

/**
 * How many cards are due at `now`, read from the raw stored text without a schema: anything that
 * is not a card with a `due` in bounds is skipped (the card store validates and repairs it).
 */
export function countDue(raw: string | null, now: number): number {
  let count = 0;
  for (const due of dueTimes(raw)) if (due <= now) count++;
  return count;
}

export function dueTimes(raw: string | null): number[] {
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  const times: number[] = [];
  for (const topic of Object.values(isObject(parsed) ? parsed : {}))
    for (const card of Object.values(isObject(topic) ? topic : {}))
      if (isObject(card) && typeof card.due === 'number' && isDueTime(card.due)) times.push(card.due);
  return times;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function hasLegacyProgress(): boolean {
  const storage = browserStorage();
  if (!storage) return false;
  for (let index = 0; index < storage.length; index++)
    if (storage.key(index)?.startsWith(LEGACY_PROGRESS_PREFIX)) return true;
  return false;
}
