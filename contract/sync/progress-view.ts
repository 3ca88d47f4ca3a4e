import type { Answer } from '../progress/answer-schema.js';
import type { StoredCard } from '../progress/card-schema.js';
import type { DayActivity } from '../progress/day-schema.js';
import { dayTotals, viewedAnswer } from './answer-view.js';
import { answerKey, receivedBy } from './merge.js';
import { replayCard } from './replay-card.js';
import type { AccountBatch, RatingRecord, Received } from './sync-schema.js';

// Where the server's view rebuild has always found it.
export { viewedAnswer } from './answer-view.js';

export type ProgressView = {
  /** Topic id -> question id -> answer, as the browser stores them. */
  answers: Record<string, Record<string, Answer>>;
  cards: Record<string, Record<string, StoredCard>>;
  activity: Record<string, DayActivity>;
};

/**
 * What a merged state means for the learner (docs/decisions/0016-sync-merge.md): the answers a
 * topic's latest reset left, each card its newest base with the ratings after it replayed through
 * FSRS in time order, and each day's counts summed over the devices. A card that cannot be replayed
 * is left out, and `onUnreplayable` hears of it by its answer key (./replay-card.ts).
 */
export function progressView(
  state: Required<AccountBatch>,
  onUnreplayable?: (key: string, reason: string) => void,
): ProgressView {
  const resets = resetTimes(state);
  const answers: ProgressView['answers'] = {};
  for (const record of state.answers) {
    const answer = viewedAnswer(record, resets[record.topicId] ?? -1);
    if (answer) (answers[record.topicId] ??= {})[record.questionId] = answer;
  }
  return { answers, cards: cardsOf(state, onUnreplayable), activity: dayTotals(state.days) };
}

/**
 * Topic id -> the time up to which its answers no longer count: its latest reset, each taken at its
 * own time or when the account received it if earlier (a device whose clock runs fast cannot hide
 * answers given after the reset reached the account).
 */
export function resetTimes(state: Required<AccountBatch>): Record<string, number> {
  const times: Record<string, number> = {};
  for (const reset of state.resets) {
    times[reset.topicId] = Math.max(times[reset.topicId] ?? -1, receivedBy(reset.at, reset));
  }
  return times;
}

function cardsOf(
  state: Required<AccountBatch>,
  onUnreplayable?: (key: string, reason: string) => void,
): ProgressView['cards'] {
  const bases = new Map(state.bases.map((base) => [answerKey(base), base]));
  const ratings = new Map<string, (RatingRecord & Received)[]>();
  for (const rating of state.ratings) {
    const key = answerKey(rating);
    // Appended in place: copying the list per rating was quadratic in one question's ratings.
    const known = ratings.get(key);
    if (known) known.push(rating);
    else ratings.set(key, [rating]);
  }
  const cards: ProgressView['cards'] = {};
  for (const key of new Set([...bases.keys(), ...ratings.keys()])) {
    const [topicId, questionId] = key.split('\n') as [string, string];
    const card = replayCard(
      bases.get(key),
      ratings.get(key) ?? [],
      onUnreplayable && ((reason) => onUnreplayable(key, reason)),
    );
    if (card) (cards[topicId] ??= {})[questionId] = card;
  }
  return cards;
}
