import type { StoredCard } from '../progress/card-schema.js';
import { schedule } from '../progress/scheduler.js';
import { receivedBy } from './merge.js';
import type { BaseRecord, RatingRecord, Received } from './sync-schema.js';

/**
 * One question's card: its newest base with the ratings after it replayed through FSRS in time order
 * (docs/decisions/0016-sync-merge.md). Undefined: no base and no rating after it.
 */
export function replayCard(
  base: (BaseRecord & Received) | undefined,
  ratings: readonly (RatingRecord & Received)[],
): StoredCard | undefined {
  // Ratings up to the base's own last review are in it already (it was taken after them). Both
  // times as received: a base from a clock that runs fast does not swallow later ratings.
  const taken = base ? receivedBy(base.card.lastReview ?? -1, base) : -1;
  const after = ratings.filter((rating) => receivedBy(rating.at, rating) > taken).sort((a, b) => a.at - b.at);
  let card = base?.card;
  for (const rating of after) card = schedule(card, rating.outcome, new Date(rating.at));
  return card;
}
