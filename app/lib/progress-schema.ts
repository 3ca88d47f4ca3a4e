import './zod-config';
// Zod's smaller build: the pages that only read progress (/topics, a topic) load this and not the
// full zod, whose setup was a long task of its own there on a slow phone (docs/decisions/0008).
import * as z from 'zod/mini';
import { LEGACY_PROGRESS_PREFIX } from '../review/cards-signal';
import { isPastTime } from './time-bounds';

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
  at: z
    .int()
    .check(z.refine((at) => at === 0 || isPastTime(at), "an answer's time is 0 or a time from 2020 to now (epoch ms)")),
});

export const progressSchema = z.object({
  // The topic's question count when last visited, so /topics and /statistics need no detail calls.
  total: z.int().check(z.nonnegative()),
  // Question id -> its latest answer.
  answers: z.record(z.string().check(z.minLength(1)), answerSchema),
});
export type TopicProgress = z.infer<typeof progressSchema>;
export type Answer = TopicProgress['answers'][string];

/** A stored value, or undefined when it is not ours; an answer that fails the schema is dropped alone. */
export function validProgress(value: unknown): TopicProgress | undefined {
  const whole = progressSchema.safeParse(value);
  if (whole.success) return whole.data;
  const { total, answers } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const count = progressSchema.shape.total.safeParse(total);
  if (!count.success || typeof answers !== 'object' || answers === null) return undefined;
  const kept: TopicProgress['answers'] = {};
  for (const [id, answer] of Object.entries(answers)) {
    const checked = answerSchema.safeParse(answer);
    if (id !== '' && checked.success) kept[id] = checked.data;
  }
  return { total: count.data, answers: kept };
}

/** Version 1, as stored until issue 14: the same without `at`. */
export const legacyProgressSchema = z.object({
  total: z.int().check(z.nonnegative()),
  answers: z.record(z.string().check(z.minLength(1)), z.object({ chosen, correct: z.boolean() })),
});
