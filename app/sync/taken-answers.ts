import type { Answer } from '../../contract/progress/answer-schema';
import { isPastTime } from '../../contract/progress/time-bounds';
import { answerKey, joinAnswer } from '../../contract/sync/merge';
import type { AnswerRecord, SyncView } from '../../contract/sync/sync-schema';
import type { Stored } from '../record/stored-progress';
import type { SeenReset, SyncState } from '../record/outbox';

/** What of an answer the account must hold the same, so a changed one is sent again. */
export const fingerprint = (answer: Answer) => JSON.stringify([answer.at, answer.chosen, answer.correct, answer.first]);

export const recordOf = (topicId: string, questionId: string, answer: Answer): AnswerRecord => ({
  topicId,
  questionId,
  ...answer,
});

/** A sent record as this browser stores the answer: without its ids and the first try's reset. */
export function answerOf(record: AnswerRecord): Answer {
  const { chosen, correct, at } = record;
  const first = { ...record.first };
  delete first.since;
  return { chosen, correct, at, first };
}

const samePick = (a: { at: number; chosen?: string }, b: { at: number; chosen?: string }) =>
  a.at === b.at && a.chosen === b.chosen;

/**
 * The account's answers taken into this browser's stored ones (decision 16). An answer the account
 * has received from here (sent in this upload, or unchanged since the account last showed it) is
 * taken as the account shows it: it bounded the answer's time by when it received it, or joined it
 * with another device's, and anything else kept here would differ from it and be sent for ever.
 * An answer changed here since is joined with the account's copy and goes next; one the account
 * does not show stays as it is, less what the topic's reset hides. `known` learns the account's copies.
 */
export function takeAnswers(stored: Stored, view: SyncView, state: SyncState, sent: AnswerRecord[] = []) {
  const sentHere = new Map(sent.map((record) => [answerKey(record), fingerprint(answerOf(record))]));
  const topics: Stored['topics'] = { ...stored.topics };
  for (const topicId of new Set([...Object.keys(stored.topics), ...Object.keys(view.answers)])) {
    const local = stored.topics[topicId]?.answers ?? {};
    const remote = view.answers[topicId] ?? {};
    const resetAt = view.resets[topicId] ?? -1;
    const answers: Record<string, Answer> = {};
    for (const questionId of new Set([...Object.keys(local), ...Object.keys(remote)])) {
      const key = answerKey({ topicId, questionId });
      const [mine, theirs] = [local[questionId], remote[questionId]];
      const own = mine && fingerprint(mine);
      const received = own !== undefined && (own === state.known[key] || own === sentHere.get(key));
      if (theirs) state.known[key] = fingerprint(theirs);
      const taken =
        theirs && (!mine || received)
          ? theirs
          : joined(sinceSeenReset(mine, state.resetsSeen[topicId], resetAt), theirs, resetAt);
      if (taken) answers[questionId] = taken;
    }
    topics[topicId] = { total: stored.topics[topicId]?.total ?? 0, answers };
  }
  return topics;
}

/** An answer changed here joined with the account's copy (if any), less what the topic's reset hides. */
function joined(mine: Answer | undefined, theirs: Answer | undefined, resetAt: number): Answer | undefined {
  if (!mine) return undefined;
  const both = theirs ? joinAnswer(recordOf('', '', mine), recordOf('', '', theirs)) : mine;
  // The same pick as the account's takes its verdict: the server judged it against today's bank.
  const { chosen, at } = both;
  const correct = theirs && samePick(both, theirs) ? theirs.correct : both.correct;
  const first = theirs && samePick(both.first, theirs.first) ? theirs.first : both.first;
  if (at <= resetAt) return undefined;
  return { chosen, correct, at, first: first.at > resetAt ? first : { chosen, correct, at } };
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

/**
 * The reset of a topic a first try given here now follows (-1: none known): the account's latest
 * this browser took in, a time as the account received it, so never one a clock here ran ahead to
 * (its own reset counts once the account gave it back). Sent with each first try given after it,
 * so the account keeps it over the first tries that reset cleared (contract/sync/merge.ts).
 */
export const resetFollowed = (state: SyncState, topicId: string) => state.resetsSeen[topicId]?.at ?? -1;
