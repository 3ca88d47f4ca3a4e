import type * as z from 'zod/mini';
import {
  LEGACY_PROGRESS_PREFIX,
  legacyProgressSchema,
  progressKey,
  validProgress,
  type TopicProgress,
} from './progress-schema';
import { safeJson } from './safe-json';

type LegacyProgress = z.infer<typeof legacyProgressSchema>;

/**
 * Moves every topic's progress from stored format v1 to v2 and gives each answer its review card.
 * Answers keep their option and verdict and get `at: 0` (their time is unknown, so any dated
 * answer wins over them in an import); their cards are scheduled as of `now`, so a wrong answer
 * from before is due at once. A topic another tab has already moved keeps its v2 value, and any of
 * its answers without a card gets one. A v1 value that is not valid JSON of the v1 shape is dropped,
 * as the v1 reader did.
 *
 * The v1 value goes only once the cards are written: the seeder may load the card store first,
 * and a page closed meanwhile would otherwise leave answers that never come up for review. The
 * next load then finds the v1 value, keeps the v2 one, and seeds what is missing.
 */
export function migrateProgress(
  storage: Storage,
  now: Date,
  // The card store's seedCards, or a promise of it; passed in, so reading progress does not load the scheduler.
  seedCards: (topicId: string, answers: TopicProgress['answers'], at: Date) => void | Promise<void>,
) {
  const legacyKeys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(LEGACY_PROGRESS_PREFIX)) legacyKeys.push(key);
  }
  for (const key of legacyKeys) {
    const topicId = key.slice(LEGACY_PROGRESS_PREFIX.length);
    const parsed = legacyProgressSchema.safeParse(safeJson(storage.getItem(key)));
    const remove = () => {
      try {
        storage.removeItem(key);
      } catch {
        // Left for the next load, which moves nothing twice.
      }
    };
    try {
      const progress = parsed.success && topicId !== '' ? moved(storage, topicId, parsed.data) : undefined;
      if (!progress) {
        remove();
        continue;
      }
      const seeded = seedCards(topicId, progress.answers, now);
      if (seeded) void seeded.then(remove, () => {});
      else remove();
    } catch {
      // A full storage: the v1 value stays, and the next load tries again. Nothing is lost.
    }
  }
}

/** The topic's v2 progress: written from the v1 value, or as another tab (or an earlier load) wrote it. */
function moved(storage: Storage, topicId: string, legacy: LegacyProgress): TopicProgress | undefined {
  const target = progressKey(topicId);
  const current = storage.getItem(target);
  if (current !== null) {
    return validProgress(safeJson(current));
  }
  const progress: TopicProgress = {
    total: legacy.total,
    answers: Object.fromEntries(Object.entries(legacy.answers).map(([id, answer]) => [id, { ...answer, at: 0 }])),
  };
  storage.setItem(target, JSON.stringify(progress));
  return progress;
}
