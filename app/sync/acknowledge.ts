import { answerKey, ratingKey } from '../../contract/sync/merge';
import type { AnswerRecord, SyncBatch, SyncView } from '../../contract/sync/sync-schema';
import type { Stored } from '../record/stored-progress';
import { readStored } from '../record/stored-progress';
import { readSyncState, writeSyncState, type SyncState } from '../record/outbox';
import { applyView, seeResets } from './sync-batch';
import type { ReceivedView } from './sync-client';
import { answerOf, fingerprint } from './taken-answers';

/**
 * The account's answer taken in, and what it acknowledged taken off the queue. `writeProgress`
 * stores the progress the view gives: the engine does not take that write for a change made here.
 */
export function takeView(
  view: ReceivedView,
  sent: SyncBatch,
  basesSent: boolean,
  etag: string | undefined,
  writeProgress: (stored: Stored) => void,
) {
  const state = readSyncState();
  acknowledge(state, sent, basesSent, view);
  // With answers held back for this device's clock, the next pull must be whole: the account
  // may not change when the clock is set right, and a 304 would keep them waiting.
  if (etag && !view.heldBack) state.etag = etag;
  else delete state.etag;
  writeProgress(applyView(readStored(), view, state, sent.answers));
  seeResets(state, view, Date.now());
  writeSyncState(state);
}

/**
 * What the account acknowledged taken off this browser's queue: the ratings and resets it was sent
 * (a rating made again since, with a later `ratedAt`, stays), the day counts it now holds, the
 * bases once they went, when, and the answers it took but does not show back.
 */
export function acknowledge(state: SyncState, sent: SyncBatch, basesSent: boolean, view: SyncView) {
  const sentRatings = new Set((sent.ratings ?? []).map((rating) => `${ratingKey(rating)}\n${rating.ratedAt}`));
  state.ratings = state.ratings.filter((rating) => !sentRatings.has(`${ratingKey(rating)}\n${rating.ratedAt}`));
  const sentResets = new Set((sent.resets ?? []).map((reset) => `${reset.topicId}\n${reset.at}`));
  state.resets = state.resets.filter((reset) => !sentResets.has(`${reset.topicId}\n${reset.at}`));
  for (const day of sent.days ?? []) state.ownSent[day.day] = { answered: day.answered, correct: day.correct };
  if (basesSent) state.basesDue = false;
  state.lastSyncedAt = Date.now();
  acknowledgeAnswers(state, sent.answers, view);
}

/**
 * The answers the account acknowledged but does not show back (an answer the bank left out, or one
 * joined with an answer held back for this device's clock): known as sent, so they go again only
 * when they change here, not on every pull. One hidden by a reset goes from here too (applyView).
 */
function acknowledgeAnswers(state: SyncState, sent: AnswerRecord[] | undefined, view: SyncView) {
  for (const record of sent ?? []) {
    if (!view.answers[record.topicId]?.[record.questionId])
      state.known[answerKey(record)] = fingerprint(answerOf(record));
  }
}
