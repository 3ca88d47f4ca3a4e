import type { DayActivity } from '../../contract/progress/day-schema';
import { answerKey } from '../../contract/sync/merge';
import {
  MAX_RECORDS_PER_BATCH,
  type AnswerRecord,
  type SyncBatch,
  type SyncView,
} from '../../contract/sync/sync-schema';
import type { Stored } from '../record/stored-progress';
import type { SyncState } from '../record/outbox';
import { fingerprint, recordOf, resetFollowed, takeAnswers } from './taken-answers';

/** The answers the account does not hold as they are here: what waits to be sent. */
export function changedAnswers(state: SyncState, stored: Stored): AnswerRecord[] {
  return Object.entries(stored.topics).flatMap(([topicId, progress]) =>
    Object.entries(progress.answers)
      .filter(([questionId, answer]) => state.known[answerKey({ topicId, questionId })] !== fingerprint(answer))
      .map(([questionId, answer]) => recordOf(topicId, questionId, answer)),
  );
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
    answers: cap(changedAnswers(state, stored)).map((record) => withReset(state, record)),
    ratings: cap(state.ratings),
    bases: cap(bases),
    days: cap(days),
    resets: cap(state.resets),
  };
}

/** A first try given after a reset, sent with it (`since`), so the account keeps it over those the reset cleared. */
function withReset(state: SyncState, record: AnswerRecord): AnswerRecord {
  const since = resetFollowed(state, record.topicId);
  return since >= 0 && since < record.first.at ? { ...record, first: { ...record.first, since } } : record;
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
 * The account's state taken into this browser's (all in one write): each answer as
 * ./taken-answers.ts takes it; each card the account's, unless this browser rated it since the
 * upload (it goes next time); each day the account's sum plus this device's count not yet
 * acknowledged. `sentAnswers`: those of the upload the view answers. Returns the new stored progress;
 * `known` learns the fingerprints the account holds.
 */
export function applyView(stored: Stored, view: SyncView, state: SyncState, sentAnswers: AnswerRecord[] = []): Stored {
  const topics = takeAnswers(stored, view, state, sentAnswers);
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
