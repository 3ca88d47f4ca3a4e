import type * as z from 'zod/mini';
import { CARDS_KEY } from './old-keys';
import { entryOf, withFirstTries } from './first-try';
import { settleFutureAnswers } from '../lib/future-times';
import {
  LEGACY_PROGRESS_PREFIX,
  legacyProgressSchema,
  PROGRESS_PREFIX,
  progressKey,
  validProgress,
  validV2Progress,
  V2_PROGRESS_PREFIX,
  type TopicProgress,
} from './progress-schema';
import { safeJson } from '../lib/safe-json';

type LegacyProgress = z.infer<typeof legacyProgressSchema>;

/**
 * Moves every topic's progress of an older stored format to v3, the last the stores before the
 * record kept, which the carry-over then takes in (./carry-over.ts). v2 answers get their first try
 * (./first-try.ts), read from the review cards as they are stored; v1 answers get their cards
 * from the carry-over, as every answer without one does. Nothing is dropped but values that are not
 * of the old shape.
 */
export function migrateProgress(storage: Storage, now: Date) {
  moveV2(storage);
  moveV1(storage);
  // Not a format, but the same once-per-load moment: answers from a clock that ran fast, kept.
  settleFutureAnswers(storage, PROGRESS_PREFIX, now.getTime());
}

function keysWith(storage: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

function removeItem(storage: Storage, key: string) {
  try {
    storage.removeItem(key);
  } catch {
    // Left for the next load, which moves nothing twice.
  }
}

/**
 * v2 -> v3. A topic already in v3 (moved by another tab, which an older tab then wrote to again)
 * takes the v2 answers that are newer than its own, keeping its own first tries.
 */
function moveV2(storage: Storage) {
  const keys = keysWith(storage, V2_PROGRESS_PREFIX);
  if (keys.length === 0) return;
  const cards = safeJson(storage.getItem(CARDS_KEY));
  for (const key of keys) {
    const topicId = key.slice(V2_PROGRESS_PREFIX.length);
    // An answer out of bounds is dropped alone, not the topic's whole history.
    const parsed = validV2Progress(safeJson(storage.getItem(key)));
    try {
      if (parsed && topicId !== '') {
        const moved = withFirstTries(parsed, entryOf(cards, topicId));
        const current = validProgress(safeJson(storage.getItem(progressKey(topicId))));
        storage.setItem(progressKey(topicId), JSON.stringify(current ? merged(current, moved) : moved));
      }
      removeItem(storage, key);
    } catch {
      // A full storage: the v2 value stays, and the next load tries again. Nothing is lost.
    }
  }
}

function merged(own: TopicProgress, older: TopicProgress): TopicProgress {
  const answers = { ...own.answers };
  for (const [id, answer] of Object.entries(older.answers)) {
    const current = answers[id];
    if (!current) answers[id] = answer;
    else if (answer.at > current.at) answers[id] = { ...answer, first: current.first };
  }
  return { total: own.total, answers };
}

/**
 * v1 -> v3, each answer getting `at: 0` (its time is unknown, so any dated answer wins over it in
 * an import) and itself as its first try. A topic already moved keeps its value. A v1 value that is
 * not valid JSON of the v1 shape is dropped, as the v1 reader did.
 */
function moveV1(storage: Storage) {
  for (const key of keysWith(storage, LEGACY_PROGRESS_PREFIX)) {
    const topicId = key.slice(LEGACY_PROGRESS_PREFIX.length);
    const parsed = legacyProgressSchema.safeParse(safeJson(storage.getItem(key)));
    try {
      if (parsed.success && topicId !== '') moved(storage, topicId, parsed.data);
      removeItem(storage, key);
    } catch {
      // A full storage: the v1 value stays, and the next load tries again. Nothing is lost.
    }
  }
}

/** Writes the topic's v3 progress from the v1 value, unless another tab (or an earlier load) did. */
function moved(storage: Storage, topicId: string, legacy: LegacyProgress) {
  const target = progressKey(topicId);
  if (storage.getItem(target) !== null) return;
  const progress: TopicProgress = {
    total: legacy.total,
    answers: Object.fromEntries(
      Object.entries(legacy.answers).map(([id, answer]) => [id, { ...answer, at: 0, first: { ...answer, at: 0 } }]),
    ),
  };
  storage.setItem(target, JSON.stringify(progress));
}
