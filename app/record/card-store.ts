import { answerKey } from '../../contract/sync/merge';
import type { CardsByTopic, StoredCard } from './card-schema';
import { RecordDraft } from './record-draft';
import { cardsByTopic } from './record-views';
import { emptyCard, schedule, type Outcome } from './scheduler';
import { logRating } from './outbox';
import { inSourceText, type QuestionKey } from './source-options';

export type CardEntry = { topicId: string; questionId: string; card: StoredCard };

/** Every review card, by topic and question. */
export const readCards = (): CardsByTopic => cardsByTopic();

export function cardList(cards: CardsByTopic = readCards()): CardEntry[] {
  return Object.entries(cards).flatMap(([topicId, topic]) =>
    Object.entries(topic).map(([questionId, card]) => ({ topicId, questionId, card })),
  );
}

const cardOf = (draft: RecordDraft, topicId: string, questionId: string) =>
  draft.get('bases', answerKey({ topicId, questionId }))?.card;

/**
 * An answer rates its question's card, in `draft`: Again when wrong, Good when right. `recall` is
 * false for a second try at the same question on the same screen, which follows the feedback and
 * proves no memory, so it changes nothing (a question never answered still gets its card).
 */
export function rateAnswer(
  draft: RecordDraft,
  topicId: string,
  questionId: string,
  correct: boolean,
  at: Date,
  recall = true,
) {
  const card = cardOf(draft, topicId, questionId);
  if (card && !recall) return;
  const outcome = correct ? 'good' : 'again';
  draft.put('bases', { topicId, questionId, card: schedule(card, outcome, at) });
  logRating(draft, topicId, questionId, outcome, at);
}

/** Rates an answer again from the card as it was before it (Hard or Easy instead of Good). */
export function regrade(
  topicId: string,
  questionId: string,
  before: StoredCard | undefined,
  outcome: Outcome,
  at: Date,
) {
  const draft = new RecordDraft().put('bases', { topicId, questionId, card: schedule(before, outcome, at) });
  logRating(draft, topicId, questionId, outcome, at);
  return draft.commit();
}

/** Cards for answers that have none, as of `at`: a wrong answer is due at once. */
export function seedCards(
  topicId: string,
  answers: Record<string, { correct: boolean }>,
  at: Date,
  draft = new RecordDraft(),
) {
  for (const [questionId, answer] of Object.entries(answers))
    if (!cardOf(draft, topicId, questionId))
      draft.put('bases', { topicId, questionId, card: schedule(undefined, answer.correct ? 'good' : 'again', at) });
  return draft.commit();
}

/**
 * Run with a topic's questions as the API sends them today: cards of removed questions go, and a
 * card whose correct answer changed starts again as a new card, due at once.
 */
export function syncCards(topicId: string, questions: readonly QuestionKey[], at: Date) {
  const draft = new RecordDraft();
  const stored = readCards()[topicId] ?? {};
  const listed = new Set(questions.map((question) => question.id));
  for (const questionId of Object.keys(stored))
    if (!listed.has(questionId)) draft.remove('bases', answerKey({ topicId, questionId }));
  for (const question of questions.map(inSourceText)) {
    const card = stored[question.id];
    if (!card || card.answer === question.correctAnswer) continue;
    const next =
      card.answer !== undefined
        ? { ...emptyCard(at), answer: question.correctAnswer }
        : { ...card, answer: question.correctAnswer };
    draft.put('bases', { topicId, questionId: question.id, card: next });
  }
  return draft.commit();
}

/** Topics the API does not have: their cards leave the queue, in one change however many there are. */
export function dropTopicCards(topicIds: Iterable<string>) {
  const draft = new RecordDraft();
  const cards = readCards();
  for (const topicId of topicIds)
    for (const questionId of Object.keys(cards[topicId] ?? {}))
      draft.remove('bases', answerKey({ topicId, questionId }));
  return draft.commit();
}
