import '../lib/zod-config';
// Zod's smaller build: the pages that only read progress (/topics, a topic) load this and not the
// full zod, whose setup was a long task of its own there on a slow phone (docs/decisions/0008).
import * as z from 'zod/mini';
import { answerSchema, chosenSchema, v2AnswerSchema } from '../../contract/progress/answer-schema';
import { clampFutureAnswers } from '../lib/future-times';

/** Bump the version when the stored shape changes, and migrate the old one (progress-migration.ts). */
export const PROGRESS_VERSION = 3;
export const PROGRESS_PREFIX = `quiz-dojo:progress:v${PROGRESS_VERSION}:`;
/** Version 2, stored until issue 22: answers without their first try. */
export const V2_PROGRESS_PREFIX = 'quiz-dojo:progress:v2:';
/** Version 1, stored until issue 14. */
export const LEGACY_PROGRESS_PREFIX = 'quiz-dojo:progress:v1:';

export const progressKey = (topicId: number | string) => `${PROGRESS_PREFIX}${topicId}`;

export { answerSchema, firstTrySchema, type FirstTry } from '../../contract/progress/answer-schema';

export const progressSchema = z.object({
  // The topic's question count when last visited, so /topics and /statistics need no detail calls.
  total: z.int().check(z.nonnegative()),
  // Question id -> its latest answer, with its first.
  answers: z.record(z.string().check(z.minLength(1)), answerSchema),
});
export type TopicProgress = z.infer<typeof progressSchema>;
export type Answer = TopicProgress['answers'][string];

/** Version 2, as stored from issue 14 to issue 22: the latest answer only. */
export const v2ProgressSchema = z.object({
  total: progressSchema.shape.total,
  answers: z.record(z.string().check(z.minLength(1)), v2AnswerSchema),
});
export type V2Progress = z.infer<typeof v2ProgressSchema>;

type Stored<Answer> = { total: number; answers: Record<string, Answer> };

/**
 * A reader of stored values that drops an answer failing its schema alone, keeping the others;
 * undefined when the value is not ours at all. A time beyond the bounds' day of clock skew is read
 * as now, not dropped (app/lib/future-times.ts).
 */
function tolerantOf<Answer>(schema: z.ZodMiniType<Stored<Answer>>, answer: z.ZodMiniType<Answer>) {
  return (stored: unknown, now = Date.now()): Stored<Answer> | undefined => {
    const { value } = clampFutureAnswers(stored, now);
    const whole = schema.safeParse(value);
    if (whole.success) return whole.data;
    const { total, answers } = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
    const count = progressSchema.shape.total.safeParse(total);
    if (!count.success || typeof answers !== 'object' || answers === null) return undefined;
    const kept: Record<string, Answer> = {};
    for (const [id, raw] of Object.entries(answers)) {
      const checked = answer.safeParse(raw);
      if (id !== '' && checked.success) kept[id] = checked.data;
    }
    return { total: count.data, answers: kept };
  };
}

export const validProgress: (value: unknown, now?: number) => TopicProgress | undefined = tolerantOf(
  progressSchema,
  answerSchema,
);
export const validV2Progress: (value: unknown, now?: number) => V2Progress | undefined = tolerantOf(
  v2ProgressSchema,
  v2AnswerSchema,
);

/** Version 1, as stored until issue 14: the same without `at`. */
export const legacyProgressSchema = z.object({
  total: z.int().check(z.nonnegative()),
  answers: z.record(z.string().check(z.minLength(1)), z.object({ chosen: chosenSchema, correct: z.boolean() })),
});
