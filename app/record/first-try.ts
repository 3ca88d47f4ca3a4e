import type { Answer, FirstTry, TopicProgress, V2Progress } from './progress-schema';
import { isPastTime } from '../lib/time-bounds';

type V2Answer = V2Progress['answers'][string];
/** What of a review card tells its last rating; read leniently, so no card schema is loaded. */
type CardTimes = { due?: unknown; lastReview?: unknown };

/**
 * The first try of an answer stored before first tries were kept (docs/progress-format.md).
 * A card rated before the stored answer was given (`lastReview` earlier than its `at`) was rated
 * by an earlier pick on the same screen, of which the stored one was a retry: the first answer on
 * a screen rates the card, a retry leaves it. That earlier pick was wrong when the card was rated
 * Again, whose card we make due at the moment of the answer (app/record/scheduler.ts). Otherwise
 * the stored answer is the earliest known, and counts as the first.
 */
export function inferFirstTry(answer: V2Answer, card: CardTimes | undefined): FirstTry {
  const { due, lastReview } = card ?? {};
  // A rating time out of bounds (a card from before times were checked) tells nothing.
  if (typeof lastReview !== 'number' || !isPastTime(lastReview) || typeof due !== 'number' || lastReview >= answer.at)
    return { chosen: answer.chosen, correct: answer.correct, at: answer.at };
  return { correct: due > lastReview, at: lastReview };
}

/** A topic's v2 answers with their first tries, inferred from the topic's cards (raw, possibly absent). */
export function withFirstTries(progress: V2Progress, cards: unknown): TopicProgress {
  const answers: TopicProgress['answers'] = {};
  for (const [id, answer] of Object.entries(progress.answers))
    answers[id] = { ...answer, first: inferFirstTry(answer, entryOf(cards, id)) };
  return { total: progress.total, answers };
}

/** `value[key]` when both are objects (stored JSON read without a schema), else undefined. */
export function entryOf(value: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const entry = (value as Record<string, unknown>)[key];
  return typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : undefined;
}

/** The answer kept when a question is answered again: the new pick, the first try unchanged. */
export function nextAnswer(stored: Answer | undefined, pick: Omit<Answer, 'first'>): Answer {
  const { chosen, correct, at } = pick;
  return { chosen, correct, at, first: stored?.first ?? { chosen, correct, at } };
}

// Shared with the server, which judges synced answers against the bank the same way.
export { rejudged } from '../../contract/progress/rejudge';
