import '../lib/zod-config';
import { z } from 'zod';

const count = z.number().int().nonnegative();
const epochMs = z.number().int().nonnegative();

/** One question's review card: FSRS's state, dates as epoch milliseconds (docs/progress-format.md). */
export const storedCardSchema = z.object({
  due: epochMs,
  stability: z.number().nonnegative(),
  difficulty: z.number().nonnegative(),
  scheduledDays: count,
  learningSteps: count,
  reps: count,
  lapses: count,
  // FSRS's states: 0 new, 1 learning, 2 review, 3 relearning.
  state: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  lastReview: epochMs.optional(),
  // The question's correct answer when last seen, so a changed answer resets the card.
  answer: z.string().optional(),
});
export type StoredCard = z.infer<typeof storedCardSchema>;

/** Question id -> card, for one topic. */
export const topicCardsSchema = z.record(z.string().min(1), storedCardSchema);
/** Topic id -> question id -> card. */
export const cardsSchema = z.record(z.string().min(1), topicCardsSchema);
export type CardsByTopic = z.infer<typeof cardsSchema>;
