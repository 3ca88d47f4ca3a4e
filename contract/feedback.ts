import { z } from 'zod';

/**
 * What learners send back about questions (issue 25), shared by the server and the app:
 * anonymous first answers, problem reports, and the per-topic figures of how learners answered.
 * docs/decisions/0017-feedback.md says why each part is shaped so.
 */

/** A question's API id, `<topic slug>:<question id>` (docs/content-format.md). */
export const QUESTION_ID_PATTERN = '^[a-z0-9][a-z0-9-]{0,99}:[a-z0-9][a-z0-9-]{0,59}$';
export const questionIdSchema = z
  .string({ error: 'questionId must be a question id such as javascript:typeof-null' })
  .regex(new RegExp(QUESTION_ID_PATTERN), { error: 'questionId must be a question id such as javascript:typeof-null' });

/** A figure is shown only once this many learners answered the question (first answers). */
export const MIN_LEARNERS = 20;
export const MAX_ANSWERS_PER_BATCH = 50;
export const MAX_OPTION_LENGTH = 1000;
export const MAX_COMMENT_LENGTH = 1000;

/** A client-made id (a UUID, `crypto.randomUUID()`), so a retried request is counted once. */
export const requestIdSchema = z.uuid({ error: 'must be a UUID such as crypto.randomUUID() makes' });

export const answerSchema = z.object({
  questionId: questionIdSchema,
  /** The chosen option's text exactly as the API sent it: reordered options keep their counts. */
  option: z.string().min(1).max(MAX_OPTION_LENGTH),
  /** True for the first answer to this question in this browser (not again after Reset topic). */
  first: z.boolean(),
});
export type Answer = z.infer<typeof answerSchema>;

/** `POST /api/answers`: first answers given since the last batch, nothing that names the learner. */
export const answerBatchSchema = z.object({
  batchId: requestIdSchema.optional(),
  answers: z.array(answerSchema).min(1).max(MAX_ANSWERS_PER_BATCH),
});
export type AnswerBatch = z.infer<typeof answerBatchSchema>;

/** `data` of the 202 answer: how many answers of the batch were read (counting may still cap them). */
export const answerBatchResultSchema = z.object({ received: z.number().int().nonnegative() });
export type AnswerBatchResult = z.infer<typeof answerBatchResultSchema>;

export const REPORT_REASONS = ['key-wrong', 'several-right', 'unclear', 'typo', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** The dialog's words for each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'key-wrong': 'The marked answer is wrong',
  'several-right': 'More than one option is right',
  unclear: 'The question is unclear',
  typo: 'A typo or formatting problem',
  other: 'Something else',
};

const COMMENT_ERROR = `comment must be plain text of at most ${MAX_COMMENT_LENGTH} characters, without control characters`;
/**
 * Control characters other than tab and line ends (a terminal escape would act in an author's tools),
 * and lone surrogates (not text: invalid UTF-8 once encoded).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const commentSchema = z
  .string({ error: COMMENT_ERROR })
  .max(MAX_COMMENT_LENGTH, { error: COMMENT_ERROR })
  .refine((text) => !UNSAFE_TEXT.test(text), { error: COMMENT_ERROR })
  .transform((text) => text.replace(/\r\n?/g, '\n').trim());

/** `POST /api/reports`. */
export const reportSchema = z.object({
  /** Made by the client when the report is written, kept while it waits offline: a retry is stored once. */
  reportId: requestIdSchema.optional(),
  questionId: questionIdSchema,
  reason: z.enum(REPORT_REASONS, { error: `reason must be one of ${REPORT_REASONS.join(', ')}` }),
  comment: commentSchema.optional(),
});
export type Report = z.input<typeof reportSchema>;

/** `data` of the 201 answer: the report is stored (committed) when this arrives. */
export const reportResultSchema = z.object({ stored: z.literal(true) });

/**
 * `GET /api/answers/{topicId}`: how learners answered, by first answers, for the questions of the
 * topic that at least `minLearners` learners answered; the others are absent. `picks` follows the
 * order of the question's `options` in the topic answer.
 */
export const questionFiguresSchema = z.object({
  id: z.string().min(1),
  learners: z.number().int().nonnegative(),
  picks: z.array(z.number().int().nonnegative()),
});
export type QuestionFigures = z.infer<typeof questionFiguresSchema>;

export const topicFiguresSchema = z.object({
  topicId: z.number().int().positive(),
  minLearners: z.number().int().positive(),
  questions: z.array(questionFiguresSchema),
});
export type TopicFigures = z.infer<typeof topicFiguresSchema>;

/** Share of learners who picked each option, for the card ("62% chose this"). */
export function shares(figures: QuestionFigures): number[] {
  return figures.picks.map((picks) => (figures.learners === 0 ? 0 : picks / figures.learners));
}
