import './zod-config';
import { z } from 'zod';
import { LEGACY_PROGRESS_PREFIX } from '../review/cards-signal';

/** Bump the version when the stored shape changes, and migrate the old one (progress-migration.ts). */
export const PROGRESS_VERSION = 2;
export const PROGRESS_PREFIX = `quiz-dojo:progress:v${PROGRESS_VERSION}:`;
export { LEGACY_PROGRESS_PREFIX };

export const progressKey = (topicId: number | string) => `${PROGRESS_PREFIX}${topicId}`;

const chosen = z.string();

export const answerSchema = z.object({
  // The option text chosen, and whether it was right when chosen.
  chosen,
  correct: z.boolean(),
  // When it was given, in epoch milliseconds; 0 for answers from before v2, whose time is unknown.
  at: z.number().int().nonnegative(),
});

export const progressSchema = z.object({
  // The topic's question count when last visited, so /topics and /statistics need no detail calls.
  total: z.number().int().nonnegative(),
  // Question id -> its latest answer.
  answers: z.record(z.string().min(1), answerSchema),
});
export type TopicProgress = z.infer<typeof progressSchema>;
export type Answer = TopicProgress['answers'][string];

/** Version 1, as stored until issue 14: the same without `at`. */
export const legacyProgressSchema = z.object({
  total: z.number().int().nonnegative(),
  answers: z.record(z.string().min(1), z.object({ chosen, correct: z.boolean() })),
});
