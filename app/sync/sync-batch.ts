import type { Answer } from '../../contract/progress/answer-schema';
import type { DayActivity } from '../../contract/progress/day-schema';
import { answerKey, joinAnswer } from '../../contract/sync/merge';
import {
  MAX_RECORDS_PER_BATCH,
  type AnswerRecord,
  type SyncBatch,
  type SyncView,
} from '../../contract/sync/sync-schema';
import type { Stored } from '../progress-file/progress-file';
import { isPastTime } from '../../contract/progress/time-bounds';
import type { SeenReset, SyncState } from './outbox';

const samePick = (a: { at: number; chosen?: string }, b: { at: number; chosen?: string }) =>
  a.at === b.at && a.chosen === b.chosen;

/** What of an answer the account must hold the same, so a changed one is sent again. */
export const fingerprint = (answer: Answer) => JSON.stringify([answer.at, answer.chosen, answer.correct, answer.first]);

const recordOf = (topicId: string, questionId: string, answer: Answer): AnswerRecord => ({
  topicId,
  questionId,
  ...answer,
});

/** The answers the account does not hold as they are here: what waits to be sent. */
export function changedAnswers(state: SyncState, stored: Stored): AnswerRecord[] {
  return Object.entries(stored.topics).flatMap(([topicId, progress]) =>
    Object.entries(progress.answers)
      .filter(([questionId, answer]) => state.known[answerKey({ topicId, questionId })] !== fingerprint(answer))
      .map(([questionId, answer]) => recordOf(topicId, questionId, answer)),
  );
}

/**
 * The answers the account acknowledged but does not show back (an answer the bank left out, or one
 * joined with an answer held back for this device's clock): known as sent, so they go again only
 * when they change here, not on every pull. One hidden by a reset goes from here too (applyView).
 */
export function acknowledgeAnswers(state: SyncState, sent: AnswerRecord[] | undefined, view: SyncView) {
  for (const { topicId, questionId, ...answer } of sent ?? []) {
    if (!view.answers[topicId]?.[questionId]) state.known[answerKey({ topicId, questionId })] = fingerprint(answer);
  }
}

/** Everything this browser has that the account may lack, at most a batch's worth of each kind. */
export function buildBatch(state: SyncState, stored: Stored): SyncBatch {
  // After a sign-in every day goes once: the account may be another than the one that acknowledged them.
  const days = Object.entries(state.own)
    .filter(([day, counts]) => state.basesDue || JSON.stringify(counts) !== JSON.stringify(state.ownSent[day]))
    .map(([day, counts]) => ({ device: state.device, day, ...counts }));
  const bases = state.basesDue
    ? Object.entries(stored.cards).flatMap(([topicId, cards]) =>
        Object.entries(cards).map(([questionId, card]) => ({ topicId, questionId, card })),
      )
    : [];
  const cap = <T>(records: T[]) => records.slice(0, MAX_RECORDS_PER_BATCH);
  return {
    answers: cap(changedAnswers(state, stored)),
    ratings: cap(state.ratings),
    bases: cap(bases),
    days: cap(days),
    resets: cap(state.resets),
  };
}

export const isEmpty = (batch: SyncBatch) =>
  Object.values(batch).every((records: unknown[] | undefined) => !records?.length);

/**
 * At a sign-in, this device's own count of each day is what it has beyond what the other devices
 * have (the account's sum less this device's last acknowledged figure): answers given while signed
 * out are counted, none twice.
 */
export function reconcileDays(state: SyncState, local: Record<string, DayActivity>, view: SyncView) {
  for (const [day, counts] of Object.entries(local)) {
    const account = view.activity[day] ?? { answered: 0, correct: 0 };
    const sent = state.ownSent[day] ?? { answered: 0, correct: 0 };
    const own = state.own[day] ?? { answered: 0, correct: 0 };
    const answered = Math.max(own.answered, counts.answered - (account.answered - sent.answered));
    const correct = Math.min(answered, Math.max(own.correct, counts.correct - (account.correct - sent.correct)));
    if (answered > 0) state.own[day] = { answered, correct };
  }
}

/**
 * An answer this device gave after it took in the account's reset of its topic, yet stamped no
 * later than the reset (its clock runs slow), moved to just after the reset: it was given after it,
 * so the reset must not hide it (a Lamport clock for the one order that matters; decision 16). An
 * answer from before the device knew of the reset (an import, another device) stays as it is.
 */
function sinceSeenReset(answer: Answer | undefined, seen: SeenReset | undefined, resetAt: number) {
  if (!answer || seen?.at !== resetAt || answer.at < seen.seenAt || answer.at > resetAt) return answer;
  const after = resetAt + 1;
  if (!isPastTime(after)) return answer;
  return { ...answer, at: after, first: { ...answer.first, at: Math.max(answer.first.at, after) } };
}

/** The resets of a view taken in, each with when this device first saw it. */
export function seeResets(state: SyncState, view: SyncView, now: number) {
  state.resetsSeen = Object.fromEntries(
    Object.entries(view.resets).map(([topicId, at]) => {
      const seen = state.resetsSeen[topicId];
      return [topicId, seen?.at === at ? seen : { at, seenAt: now }];
    }),
  );
}

/**
 * The account's state taken into this browser's (all in one write): each answer the join of both,
 * less what a reset on another device cleared; each card the account's, unless this browser rated
 * it since the upload (it goes next time); each day the account's sum plus this device's count
 * not yet acknowledged. Returns the new stored progress, and the fingerprints the account holds.
 */
export function applyView(stored: Stored, view: SyncView, state: SyncState): Stored {
  const topics: Stored['topics'] = { ...stored.topics };
  for (const topicId of new Set([...Object.keys(stored.topics), ...Object.keys(view.answers)])) {
    const local = stored.topics[topicId]?.answers ?? {};
    const remote = view.answers[topicId] ?? {};
    const resetAt = view.resets[topicId] ?? -1;
    const answers: Record<string, Answer> = {};
    for (const questionId of new Set([...Object.keys(local), ...Object.keys(remote)])) {
      const mine = sinceSeenReset(local[questionId], state.resetsSeen[topicId], resetAt);
      const theirs = remote[questionId];
      if (theirs) state.known[answerKey({ topicId, questionId })] = fingerprint(theirs);
      const joined =
        mine && theirs
          ? joinAnswer(recordOf(topicId, questionId, mine), recordOf(topicId, questionId, theirs))
          : recordOf(topicId, questionId, (mine ?? theirs)!);
      // The same pick as the account's takes its verdict: the server judged it against today's bank.
      const { chosen, at } = joined;
      const correct = theirs && samePick(joined, theirs) ? theirs.correct : joined.correct;
      const first = theirs && samePick(joined.first, theirs.first) ? theirs.first : joined.first;
      if (at <= resetAt) continue;
      answers[questionId] = { chosen, correct, at, first: first.at > resetAt ? first : { chosen, correct, at } };
    }
    topics[topicId] = { total: stored.topics[topicId]?.total ?? 0, answers };
  }
  const pending = new Set(state.ratings.map(answerKey));
  const cards: Stored['cards'] = { ...stored.cards };
  for (const [topicId, remote] of Object.entries(view.cards)) {
    const merged = { ...cards[topicId] };
    for (const [questionId, card] of Object.entries(remote)) {
      if (pending.has(answerKey({ topicId, questionId }))) continue;
      const answer = card.answer ?? merged[questionId]?.answer;
      merged[questionId] = { ...card, ...(answer === undefined ? {} : { answer }) };
    }
    cards[topicId] = merged;
  }
  const activity = { ...stored.activity };
  for (const [day, counts] of Object.entries(view.activity)) {
    const own = state.own[day] ?? { answered: 0, correct: 0 };
    const sent = state.ownSent[day] ?? { answered: 0, correct: 0 };
    const answered = counts.answered + own.answered - sent.answered;
    const known = activity[day];
    if (!known || answered > known.answered)
      activity[day] = { answered, correct: counts.correct + own.correct - sent.correct };
  }
  return { topics, cards, activity };
}
