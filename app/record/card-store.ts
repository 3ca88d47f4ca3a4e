import { cardsSchema, storedCardSchema, type CardsByTopic, type StoredCard } from './card-schema';
import { browserStorage, CARDS_KEY, notifyCards, rawCards } from './cards-signal';
import { emptyCard, schedule, type Outcome } from './scheduler';
import { safeJson } from '../lib/safe-json';
import { logRating } from './outbox';

export type CardEntry = { topicId: string; questionId: string; card: StoredCard };
type QuestionKey = { id: string; correctAnswer: string };

/** Every stored card; one that fails the schema is dropped alone, the others are kept. */
export function readCards(): CardsByTopic {
  return parseCards(rawCards());
}

export function parseCards(raw: string | null): CardsByTopic {
  if (raw === null) return {};
  const whole = cardsSchema.safeParse(safeJson(raw));
  if (whole.success) return whole.data;
  const cards: CardsByTopic = {};
  for (const [topicId, topic] of Object.entries(asRecord(safeJson(raw))))
    for (const [questionId, card] of Object.entries(asRecord(topic))) {
      const parsed = storedCardSchema.safeParse(card);
      if (parsed.success) (cards[topicId] ??= {})[questionId] = parsed.data;
    }
  return cards;
}

export function cardList(cards: CardsByTopic = readCards()): CardEntry[] {
  return Object.entries(cards).flatMap(([topicId, topic]) =>
    Object.entries(topic).map(([questionId, card]) => ({ topicId, questionId, card })),
  );
}

export function writeCards(cards: CardsByTopic) {
  try {
    browserStorage()?.setItem(CARDS_KEY, JSON.stringify(cards));
  } catch {
    // A full storage loses this review only; the page keeps working.
  }
  notifyCards();
}

/**
 * An answer rates its question's card: Again when wrong, Good when right. `recall` is false for a
 * second try at the same question on the same screen, which follows the feedback and proves no
 * memory, so it changes nothing (a question never answered still gets its card).
 */
export function recordAnswer(topicId: string, questionId: string, correct: boolean, at: Date, recall = true) {
  const cards = readCards();
  const card = cards[topicId]?.[questionId];
  if (card && !recall) return;
  const outcome = correct ? 'good' : 'again';
  setCard(cards, topicId, questionId, schedule(card, outcome, at));
  logRating(topicId, questionId, outcome, at);
}

/** Rates an answer again from the card as it was before it (Hard or Easy instead of Good). */
export function regrade(
  topicId: string,
  questionId: string,
  before: StoredCard | undefined,
  outcome: Outcome,
  at: Date,
) {
  setCard(readCards(), topicId, questionId, schedule(before, outcome, at));
  logRating(topicId, questionId, outcome, at);
}

/** Cards for answers that have none, as of `at`: a wrong answer is due at once. */
export function seedCards(topicId: string, answers: Record<string, { correct: boolean }>, at: Date) {
  const cards = readCards();
  let changed = false;
  for (const [questionId, answer] of Object.entries(answers)) {
    if (cards[topicId]?.[questionId]) continue;
    (cards[topicId] ??= {})[questionId] = schedule(undefined, answer.correct ? 'good' : 'again', at);
    changed = true;
  }
  if (changed) writeCards(cards);
}

/**
 * Run with a topic's questions as the API sends them today: cards of removed questions go, and a
 * card whose correct answer changed starts again as a new card, due at once.
 */
export function syncCards(topicId: string, questions: readonly QuestionKey[], at: Date) {
  const cards = readCards();
  const stored = cards[topicId];
  if (!stored) return;
  const next: Record<string, StoredCard> = {};
  for (const question of questions) {
    const card = stored[question.id];
    if (!card) continue;
    next[question.id] =
      card.answer !== undefined && card.answer !== question.correctAnswer
        ? { ...emptyCard(at), answer: question.correctAnswer }
        : { ...card, answer: question.correctAnswer };
  }
  if (JSON.stringify(next) === JSON.stringify(stored)) return;
  if (Object.keys(next).length > 0) cards[topicId] = next;
  else delete cards[topicId];
  writeCards(cards);
}

/** Topics the API does not have: their cards leave the queue, in one write however many there are. */
export function dropTopicCards(topicIds: Iterable<string>) {
  const cards = readCards();
  let changed = false;
  for (const topicId of topicIds) {
    changed ||= topicId in cards;
    delete cards[topicId];
  }
  if (changed) writeCards(cards);
}

function setCard(cards: CardsByTopic, topicId: string, questionId: string, card: StoredCard) {
  (cards[topicId] ??= {})[questionId] = card;
  writeCards(cards);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}
