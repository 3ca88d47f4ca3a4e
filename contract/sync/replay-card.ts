import { storedCardSchema, type StoredCard } from '../progress/card-schema.js';
import { schedule } from '../progress/scheduler.js';
import { receivedBy } from './merge.js';
import type { BaseRecord, RatingRecord, Received } from './sync-schema.js';

/**
 * One question's card: its newest base with the ratings after it replayed through FSRS in time order
 * (docs/decisions/0016-sync-merge.md). Undefined: no base and no rating after it, or a card that
 * cannot be replayed (a base FSRS refuses, stored before the upload checked for it, or a result out
 * of the bounds every device checks): that card is left out, and `onUnreplayable` says why, so one
 * card never breaks the account's view.
 */
export function replayCard(
  base: (BaseRecord & Received) | undefined,
  ratings: readonly (RatingRecord & Received)[],
  onUnreplayable?: (reason: string) => void,
): StoredCard | undefined {
  // Ratings up to the base's own last review are in it already (it was taken after them). Both
  // times as received: a base from a clock that runs fast does not swallow later ratings.
  const taken = base ? receivedBy(base.card.lastReview ?? -1, base) : -1;
  const after = ratings.filter((rating) => receivedBy(rating.at, rating) > taken).sort((a, b) => a.at - b.at);
  let card = base?.card;
  try {
    for (const rating of after) card = schedule(card, rating.outcome, new Date(rating.at));
  } catch (error) {
    onUnreplayable?.(`FSRS refused it: ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  if (card === undefined) return undefined;
  const checked = storedCardSchema.safeParse(card);
  if (checked.success) return card;
  const issue = checked.error.issues[0]!;
  onUnreplayable?.(`out of bounds at ${issue.path.join('.')}: ${issue.message}`);
  return undefined;
}
