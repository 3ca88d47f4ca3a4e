import { z } from 'zod';
import { isDueTime, isPastTime } from './time-bounds.js';

const count = z.number().int().nonnegative();
// FSRS's longest interval, and the highest stability it computes (ts-fsrs's S_MAX).
const MAX_DAYS = 36_500;
const days = count.max(MAX_DAYS);

/** One question's review card: FSRS's state, dates as epoch milliseconds (docs/progress-format.md). */
export const storedCardSchema = z.object({
  due: z.number().refine((due) => isDueTime(due), 'a due time is from 2020 to 100 years from now (epoch ms)'),
  stability: z.number().nonnegative().max(MAX_DAYS),
  // 0 for a card never rated; FSRS keeps it from 1 to 10 after.
  difficulty: z.number().nonnegative().max(10),
  scheduledDays: days,
  learningSteps: days,
  reps: count,
  lapses: count,
  // FSRS's states: 0 new, 1 learning, 2 review, 3 relearning.
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  lastReview: z
    .number()
    .refine((time) => isPastTime(time), 'a review time is from 2020 to now (epoch ms)')
    .optional(),
  // The question's correct answer when last seen, so a changed answer resets the card.
  answer: z.string().optional(),
});
export type StoredCard = z.infer<typeof storedCardSchema>;

/** Question id -> card, for one topic. */
export const topicCardsSchema = z.record(z.string().min(1), storedCardSchema);
/** Topic id -> question id -> card. */
export const cardsSchema = z.record(z.string().min(1), topicCardsSchema);
export type CardsByTopic = z.infer<typeof cardsSchema>;
