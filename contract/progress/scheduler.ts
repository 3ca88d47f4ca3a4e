import { createEmptyCard, fsrs, generatorParameters, Rating, type Card, type Grade } from 'ts-fsrs';
import { MAX_REVIEWS, type StoredCard } from './card-schema.js';
import type { Outcome } from './outcomes.js';

export { OUTCOMES, type Outcome } from './outcomes.js';

const RATINGS: Record<Outcome, Grade> = {
  again: Rating.Again,
  hard: Rating.Hard,
  good: Rating.Good,
  easy: Rating.Easy,
};

/**
 * FSRS with its default weights and retention. One (re)learning step, not Anki's two: a question
 * answered right after a mistake then graduates to days, instead of coming back ten minutes later.
 * No fuzz, so the same answers always give the same dates (and tests can name them).
 */
const scheduler = fsrs(generatorParameters({ learning_steps: ['10m'], relearning_steps: ['10m'], enable_fuzz: false }));

/** A card after an answer at `at`; no card yet is a new one. */
export function schedule(stored: StoredCard | undefined, outcome: Outcome, at: Date): StoredCard {
  const card = stored ? toCard(stored, at) : createEmptyCard(at);
  const next = scheduler.next(card, at, RATINGS[outcome]).card;
  // Our rule on top of FSRS: a mistake is due at once, not after the learning step, so it waits
  // in /review right away. FSRS's memory state (stability, difficulty, lapses) stays as it says.
  const due = outcome === 'again' ? at : next.due;
  return { ...fromCard(next), due: due.getTime(), ...(stored?.answer === undefined ? {} : { answer: stored.answer }) };
}

/** A card never answered, due at `at`. */
export function emptyCard(at: Date): StoredCard {
  return fromCard(createEmptyCard(at));
}

function toCard(stored: StoredCard, at: Date): Card {
  return {
    due: new Date(stored.due),
    stability: stored.stability,
    difficulty: stored.difficulty,
    elapsed_days: 0, // deprecated in ts-fsrs; it counts the days from last_review itself
    scheduled_days: stored.scheduledDays,
    learning_steps: stored.learningSteps,
    reps: stored.reps,
    lapses: stored.lapses,
    state: stored.state,
    // FSRS refuses an answer dated a calendar day before the card's last review, which a review from
    // a device whose clock ran fast can be (synced, decision 16): it counts as given at the same time.
    ...(stored.lastReview === undefined ? {} : { last_review: new Date(Math.min(stored.lastReview, at.getTime())) }),
  };
}

function fromCard(card: Card): StoredCard {
  return {
    due: card.due.getTime(),
    stability: card.stability,
    difficulty: card.difficulty,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    // Counts stop at the bound, so a card within it stays within it whatever is replayed on it.
    reps: Math.min(card.reps, MAX_REVIEWS),
    lapses: Math.min(card.lapses, MAX_REVIEWS),
    state: card.state,
    ...(card.last_review ? { lastReview: card.last_review.getTime() } : {}),
  };
}
