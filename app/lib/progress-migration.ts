import { LEGACY_PROGRESS_PREFIX, legacyProgressSchema, progressKey, type TopicProgress } from './progress-schema';

/**
 * Moves every topic's progress from stored format v1 to v2 and gives each answer its review card.
 * Answers keep their option and verdict and get `at: 0` (their time is unknown, so any dated
 * answer wins over them in an import); their cards are scheduled as of `now`, so a wrong answer
 * from before is due at once. A topic another tab has already moved keeps its v2 value (and the cards that tab gave it). A v1 value
 * that is not valid JSON of the v1 shape is dropped, as the v1 reader did.
 */
export function migrateProgress(
  storage: Storage,
  now: Date,
  // The card store's seedCards; passed in, so reading progress does not load the scheduler.
  seedCards: (topicId: string, answers: TopicProgress['answers'], at: Date) => void,
) {
  const legacyKeys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key?.startsWith(LEGACY_PROGRESS_PREFIX)) legacyKeys.push(key);
  }
  for (const key of legacyKeys) {
    const topicId = key.slice(LEGACY_PROGRESS_PREFIX.length);
    const parsed = legacyProgressSchema.safeParse(safeJson(storage.getItem(key)));
    try {
      if (parsed.success && topicId !== '') {
        const progress: TopicProgress = {
          total: parsed.data.total,
          answers: Object.fromEntries(
            Object.entries(parsed.data.answers).map(([id, answer]) => [id, { ...answer, at: 0 }]),
          ),
        };
        const target = progressKey(topicId);
        if (storage.getItem(target) === null) {
          storage.setItem(target, JSON.stringify(progress));
          seedCards(topicId, progress.answers, now);
        }
      }
      storage.removeItem(key);
    } catch {
      // A full storage: the v1 value stays, and the next load tries again. Nothing is lost.
    }
  }
}

function safeJson(raw: string | null): unknown {
  try {
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
}
