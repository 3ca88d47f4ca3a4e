// Zod's smaller build: the pages that only read progress (/topics, a topic) load this and not the
// full zod, whose setup was a long task of its own there on a slow phone (docs/decisions/0008).
import * as z from 'zod/mini';
import { isPastTime } from './time-bounds.js';

/**
 * One answer as the browser stores it and a progress file or a sync carries it
 * (docs/progress-format.md). Shared with the server, which checks synced answers the same way.
 */
export const chosenSchema = z.string();
/**
 * Epoch milliseconds; 0 for an answer stored before times were kept (a v1 answer, moved with
 * `at: 0` by app/record/progress-migration.ts, which still runs in a browser that has not loaded the
 * app since): given before any dated answer, so 0 sorts first, as it should. A synced first try
 * at 0 counts only until the topic's next reset (contract/sync/merge.ts, decision 16).
 */
export const answerTimeSchema = z
  .int()
  .check(z.refine((at) => at === 0 || isPastTime(at), "an answer's time is 0 or a time from 2020 to now (epoch ms)"));

export const firstTrySchema = z.object({
  // The option first chosen; absent when only its verdict is known (read from a review card, v2 data).
  chosen: z.optional(chosenSchema),
  correct: z.boolean(),
  at: answerTimeSchema,
});
export type FirstTry = z.infer<typeof firstTrySchema>;

export const v2AnswerSchema = z.object({
  // The option text chosen last, and whether it was right when chosen.
  chosen: chosenSchema,
  correct: z.boolean(),
  at: answerTimeSchema,
});

export const answerSchema = z.object({
  ...v2AnswerSchema.shape,
  // The question's first answer since the topic was last reset: the one the score counts.
  first: firstTrySchema,
});
export type Answer = z.infer<typeof answerSchema>;
