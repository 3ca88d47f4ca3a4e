import { migrateStoredProgress, notifyProgress, readProgress, storedTopicIds } from './progress-store';
import { progressKey } from './progress-schema';
import { readCards } from './card-store';
import { browserStorage, CARDS_KEY, notifyCards } from './cards-signal';
import { ACTIVITY_KEY, activityValue, notifyActivity, readActivity } from './activity-store';
import type { TopicProgress } from './progress-schema';
import type { CardsByTopic } from './card-schema';
import type { DayActivity } from './activity-store';

/** Everything this browser stores of the learner's progress, in one value (also a progress file's body). */
export type Stored = {
  topics: Record<string, TopicProgress>;
  cards: CardsByTopic;
  activity: Record<string, DayActivity>;
};

/** Everything this browser stores of the learner's progress: answers, review cards, daily activity. */
export function readStored(): Stored {
  migrateStoredProgress();
  const topics = Object.fromEntries(
    storedTopicIds()
      .map((id) => [id, readProgress(id)] as const)
      .filter(([, progress]) => Object.keys(progress.answers).length > 0 || progress.total > 0),
  );
  return { topics, cards: readCards(), activity: Object.fromEntries(readActivity()) };
}

/**
 * Writes all of it or nothing: if the storage refuses a value (full), every value written so far
 * is put back as it was. True when it was written.
 */
export function writeStored(stored: Stored): boolean {
  const storage = browserStorage();
  if (!storage) return false;
  const values: [string, string][] = [
    ...Object.entries(stored.topics).map(([id, progress]): [string, string] => [
      progressKey(id),
      JSON.stringify(progress),
    ]),
    [CARDS_KEY, JSON.stringify(stored.cards)],
    [ACTIVITY_KEY, activityValue(stored.activity)],
  ];
  const before = values.map(([key]) => [key, storage.getItem(key)] as const);
  try {
    for (const [key, value] of values) storage.setItem(key, value);
  } catch {
    for (const [key, value] of before) {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, value);
    }
    return false;
  }
  notifyProgress();
  notifyCards();
  notifyActivity();
  return true;
}
