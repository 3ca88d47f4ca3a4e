import type { Answer } from '../progress/answer-schema.js';
import type { StoredCard } from '../progress/card-schema.js';
import type { DayActivity } from '../progress/day-schema.js';
import { schedule } from '../progress/scheduler.js';
import { answerKey, receivedBy } from './merge.js';
import type { AccountBatch, RatingRecord, Received } from './sync-schema.js';

export type ProgressView = {
  /** Topic id -> question id -> answer, as the browser stores them. */
  answers: Record<string, Record<string, Answer>>;
  cards: Record<string, Record<string, StoredCard>>;
  activity: Record<string, DayActivity>;
};

/**
 * What a merged state means for the learner (docs/decisions/0016-sync-merge.md): the answers a
 * topic's latest reset left, each card its newest base with the ratings after it replayed through
 * FSRS in time order, and each day's counts summed over the devices.
 */
export function progressView(state: Required<AccountBatch>): ProgressView {
  const resets = resetTimes(state);
  const answers: ProgressView['answers'] = {};
  for (const { topicId, questionId, first, ...latest } of state.answers) {
    const resetAt = resets[topicId] ?? -1;
    if (latest.at <= resetAt) continue;
    const { chosen, correct, at } = latest;
    // A first try from before the reset (a device that answered again before it heard of the
    // reset): the latest answer is the only one known since, so it stands as the first.
    (answers[topicId] ??= {})[questionId] = {
      chosen,
      correct,
      at,
      first: first.at > resetAt ? first : { chosen, correct, at },
    };
  }
  return { answers, cards: cardsOf(state), activity: activityOf(state) };
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

function cardsOf(state: Required<AccountBatch>): ProgressView['cards'] {
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
    const base = bases.get(key);
    // Ratings up to the base's own last review are in it already (it was taken after them). Both
    // times as received: a base from a clock that runs fast does not swallow later ratings.
    const taken = base ? receivedBy(base.card.lastReview ?? -1, base) : -1;
    const after = (ratings.get(key) ?? [])
      .filter((rating) => receivedBy(rating.at, rating) > taken)
      .sort((a, b) => a.at - b.at);
    let card = base?.card;
    for (const rating of after) card = schedule(card, rating.outcome, new Date(rating.at));
    if (card) (cards[topicId] ??= {})[questionId] = card;
  }
  return cards;
}

function activityOf(state: Required<AccountBatch>): Record<string, DayActivity> {
  const days: Record<string, DayActivity> = {};
  for (const { day, answered, correct } of state.days) {
    const sum = days[day] ?? { answered: 0, correct: 0 };
    days[day] = { answered: sum.answered + answered, correct: sum.correct + correct };
  }
  return days;
}
