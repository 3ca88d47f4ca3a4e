import { z } from 'zod';
import { isDueTime, isPastTime } from './time-bounds.js';

const count = z.number().int().nonnegative();
// FSRS's longest interval, and the highest stability it computes (ts-fsrs's S_MAX).
const MAX_DAYS = 36_500;
const days = count.max(MAX_DAYS);
// At the longest interval FSRS still puts Good a day after Hard and Easy a day after Good.
const scheduledDays = count.max(MAX_DAYS + 2);
/** The lowest stability FSRS computes for a rated card (ts-fsrs's S_MIN); a lower one it refuses to rate. */
export const MIN_STABILITY = 0.001;
/**
 * Reviews and lapses of one question: 100 a day for 27 years. The scheduler stops counting there
 * (./scheduler.ts), so no replay of a card within bounds leaves them; FSRS's dates do not use them.
 */
export const MAX_REVIEWS = 1_000_000;
const reviews = count.max(MAX_REVIEWS, `at most ${MAX_REVIEWS.toLocaleString('en')}`);

/**
 * One question's review card: FSRS's state, dates as epoch milliseconds, and only states FSRS can
 * rate again (docs/progress-format.md#bounds): a card it could not replay would break every view of
 * the account that holds it (issue 31).
 */
export const storedCardSchema = z
  .object({
    due: z.number().refine((due) => isDueTime(due), 'a due time is from 2020 to 100 years from now (epoch ms)'),
    stability: z.number().nonnegative().max(MAX_DAYS),
    // 0 for a card never rated; FSRS keeps it from 1 to 10 after.
    difficulty: z.number().nonnegative().max(10),
    scheduledDays,
    learningSteps: days,
    reps: reviews,
    lapses: reviews,
    // FSRS's states: 0 new, 1 learning, 2 review, 3 relearning.
    state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    lastReview: z
      .number()
      .refine((time) => isPastTime(time), 'a review time is from 2020 to now (epoch ms)')
      .optional(),
    // The question's correct answer when last seen, so a changed answer resets the card.
    answer: z.string().optional(),
  })
  .refine((card) => card.state !== 0 || (card.stability === 0 && card.difficulty === 0), {
    path: ['stability'],
    message: 'a new card (state 0) has stability and difficulty 0',
  })
  .refine((card) => card.state === 0 || card.stability >= MIN_STABILITY, {
    path: ['stability'],
    message: `a rated card (state 1 to 3) has a stability of at least ${MIN_STABILITY}`,
  })
  .refine((card) => card.state === 0 || card.difficulty >= 1, {
    path: ['difficulty'],
    message: 'a rated card (state 1 to 3) has a difficulty from 1 to 10',
  })
  .refine((card) => card.lapses <= card.reps, { path: ['lapses'], message: 'a card has no more lapses than reviews' });
export type StoredCard = z.infer<typeof storedCardSchema>;

/** Question id -> card, for one topic. */
export const topicCardsSchema = z.record(z.string().min(1), storedCardSchema);
/** Topic id -> question id -> card. */
export const cardsSchema = z.record(z.string().min(1), topicCardsSchema);
export type CardsByTopic = z.infer<typeof cardsSchema>;
