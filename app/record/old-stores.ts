import { cardsSchema, storedCardSchema, type CardsByTopic } from './card-schema';
import { dayKeySchema, daySchema, type DayActivity } from '../../contract/progress/day-schema';
import {
  ratingRecordSchema,
  resetRecordSchema,
  type RatingRecord,
  type ResetRecord,
} from '../../contract/sync/sync-schema';
import { migrateProgress } from './progress-migration';
import { PROGRESS_PREFIX, validProgress, type TopicProgress } from './progress-schema';
import { safeJson } from '../lib/safe-json';
import { ACTIVITY_KEY, CARDS_KEY, SYNC_KEY } from './old-keys';

/**
 * Readers of what the stores before the learner's record kept in localStorage
 * (docs/progress-format.md, "Before the record"), for the carry-over only (./carry-over.ts). As
 * lenient as those stores were: a value that fails its schema is dropped alone.
 */

/** Every topic's progress, v1 and v2 moved to v3 first by the migration that always did. */
export function oldProgress(storage: Storage, now: Date): Record<string, TopicProgress> {
  migrateProgress(storage, now);
  const topics: Record<string, TopicProgress> = {};
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (!key?.startsWith(PROGRESS_PREFIX)) continue;
    const progress = validProgress(safeJson(storage.getItem(key)), now.getTime());
    const topicId = key.slice(PROGRESS_PREFIX.length);
    if (progress && topicId !== '') topics[topicId] = progress;
  }
  return topics;
}

export function oldCards(storage: Storage): CardsByTopic {
  const value = safeJson(storage.getItem(CARDS_KEY));
  const whole = cardsSchema.safeParse(value);
  if (whole.success) return whole.data;
  const cards: CardsByTopic = {};
  for (const [topicId, topic] of Object.entries(asRecord(value)))
    for (const [questionId, card] of Object.entries(asRecord(topic))) {
      const parsed = storedCardSchema.safeParse(card);
      if (parsed.success) (cards[topicId] ??= {})[questionId] = parsed.data;
    }
  return cards;
}

export function oldActivity(storage: Storage): Record<string, DayActivity> {
  const days: Record<string, DayActivity> = {};
  for (const [key, value] of Object.entries(asRecord(asRecord(safeJson(storage.getItem(ACTIVITY_KEY))).days))) {
    const day = daySchema.safeParse(value);
    if (dayKeySchema.safeParse(key).success && day.success) days[key] = day.data;
  }
  return days;
}

/** The sync queue: what a signed-in browser had not sent yet, and what its account had acknowledged. */
export type OldSyncState = {
  device?: string;
  ratings: RatingRecord[];
  resets: ResetRecord[];
  own: Record<string, DayActivity>;
  ownSent: Record<string, DayActivity>;
  known: Record<string, string>;
  resetsSeen: Record<string, { at: number; seenAt: number }>;
  basesDue: boolean;
  signedInSince?: number;
  lastSyncedAt?: number;
  etag?: string;
};

export function oldSyncState(storage: Storage): OldSyncState {
  const value = asRecord(safeJson(storage.getItem(SYNC_KEY)));
  // The queue was read without a schema, its records checked by the server; here they are checked
  // as they enter the record, and one that fails is left out alone.
  const list = <T>(field: unknown, schema: { safeParse: (value: unknown) => { success: boolean } }) =>
    (Array.isArray(field) ? field : []).filter((item) => schema.safeParse(item).success) as T[];
  const days = (field: unknown) => {
    const kept: Record<string, DayActivity> = {};
    for (const [key, day] of Object.entries(asRecord(field)))
      if (dayKeySchema.safeParse(key).success && daySchema.safeParse(day).success) kept[key] = day as DayActivity;
    return kept;
  };
  const object = <T>(field: unknown) => asRecord(field) as Record<string, T>;
  const number = (field: unknown) => (typeof field === 'number' ? field : undefined);
  return {
    device: typeof value.device === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(value.device) ? value.device : undefined,
    ratings: list(value.ratings, ratingRecordSchema),
    resets: list(value.resets, resetRecordSchema),
    own: days(value.own),
    ownSent: days(value.ownSent),
    known: object(value.known),
    resetsSeen: object(value.resetsSeen),
    basesDue: value.basesDue === true,
    signedInSince: number(value.signedInSince),
    lastSyncedAt: number(value.lastSyncedAt),
    etag: typeof value.etag === 'string' ? value.etag : undefined,
  };
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
