import { ratingKey } from '../../contract/sync/merge';
import type { SyncBatch } from '../../contract/sync/sync-schema';
import type { SyncState } from './outbox';

/**
 * What the account acknowledged taken off this browser's queue: the ratings and resets it was sent
 * (a rating made again since, with a later `ratedAt`, stays), the day counts it now holds, the
 * bases once they went, and when.
 */
export function acknowledge(state: SyncState, sent: SyncBatch, basesSent: boolean) {
  const sentRatings = new Set((sent.ratings ?? []).map((rating) => `${ratingKey(rating)}\n${rating.ratedAt}`));
  state.ratings = state.ratings.filter((rating) => !sentRatings.has(`${ratingKey(rating)}\n${rating.ratedAt}`));
  const sentResets = new Set((sent.resets ?? []).map((reset) => `${reset.topicId}\n${reset.at}`));
  state.resets = state.resets.filter((reset) => !sentResets.has(`${reset.topicId}\n${reset.at}`));
  for (const day of sent.days ?? []) state.ownSent[day.day] = { answered: day.answered, correct: day.correct };
  if (basesSent) state.basesDue = false;
  state.lastSyncedAt = Date.now();
}
