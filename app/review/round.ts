import type { Question } from '../../contract/quiz';
import type { CardEntry } from '../record/card-store';

/** Questions per round, so a long absence comes back as a few short sessions. */
export const ROUND_SIZE = 20;

export type ReviewTopic = { name: string; questions: Question[] };
/** `number` is the question's place on its topic page, so the card says the same "Quiz N" there and here. */
export type RoundItem = { topicId: string; topicName: string; total: number; number: number; question: Question };

/** The cards due at `now`, most overdue first. */
export function dueEntries(entries: readonly CardEntry[], now: number): CardEntry[] {
  return entries
    .filter((entry) => entry.card.due <= now)
    .sort(
      (a, b) =>
        a.card.due - b.card.due || a.topicId.localeCompare(b.topicId) || a.questionId.localeCompare(b.questionId),
    );
}

/** The next round: the most overdue cards whose question the API still has, at most ROUND_SIZE. */
export function buildRound(
  topics: Readonly<Record<string, ReviewTopic>>,
  entries: readonly CardEntry[],
  now: number,
): RoundItem[] {
  const items: RoundItem[] = [];
  for (const { topicId, questionId } of dueEntries(entries, now)) {
    const topic = topics[topicId];
    const index = topic?.questions.findIndex((candidate) => candidate.id === questionId) ?? -1;
    const question = topic?.questions[index];
    if (topic && question)
      items.push({ topicId, topicName: topic.name, total: topic.questions.length, number: index + 1, question });
    if (items.length === ROUND_SIZE) break;
  }
  return items;
}

/** When the next card falls due after `now`, and how many fall due on that local day (from then on). */
export function nextReview(entries: readonly CardEntry[], now: Date): { due: number; count: number } | null {
  const later = entries.map((entry) => entry.card.due).filter((due) => due > now.getTime());
  if (later.length === 0) return null;
  const due = Math.min(...later);
  const day = new Date(due);
  const end = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1).getTime();
  return { due, count: later.filter((time) => time < end).length };
}
