import type { Answer } from '../progress/answer-schema.js';
import type { StoredCard } from '../progress/card-schema.js';
import type { DayActivity } from '../progress/day-schema.js';
import { schedule } from '../progress/scheduler.js';
import { answerKey } from './merge.js';
import type { RatingRecord, SyncBatch } from './sync-schema.js';

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
export function progressView(state: Required<SyncBatch>): ProgressView {
  const resets = new Map(state.resets.map((reset) => [reset.topicId, reset.at]));
  const answers: ProgressView['answers'] = {};
  for (const { topicId, questionId, first, ...latest } of state.answers) {
    const resetAt = resets.get(topicId) ?? -1;
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

function cardsOf(state: Required<SyncBatch>): ProgressView['cards'] {
  const bases = new Map(state.bases.map((base) => [answerKey(base), base.card]));
  const ratings = new Map<string, RatingRecord[]>();
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
    // Ratings up to the base's own last review are in it already (it was taken after them).
    const after = (ratings.get(key) ?? [])
      .filter((rating) => rating.at > (base?.lastReview ?? -1))
      .sort((a, b) => a.at - b.at);
    let card = base;
    for (const rating of after) card = schedule(card, rating.outcome, new Date(rating.at));
    if (card) (cards[topicId] ??= {})[questionId] = card;
  }
  return cards;
}

function activityOf(state: Required<SyncBatch>): Record<string, DayActivity> {
  const days: Record<string, DayActivity> = {};
  for (const { day, answered, correct } of state.days) {
    const sum = days[day] ?? { answered: 0, correct: 0 };
    days[day] = { answered: sum.answered + answered, correct: sum.correct + correct };
  }
  return days;
}
