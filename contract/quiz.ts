import { z } from 'zod';

/**
 * The quiz API contract, shared by the server (which produces it) and the app (which checks it).
 * It is the spec's contract: payload under `data`. `explanation` and `difficulty` are our
 * additions, optional here so that the app also works against any server with the bare contract.
 */

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

export const OPTIONS_PER_QUESTION = 4;

export const topicSummarySchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  logo: z.string().min(1),
  total: z.number().int().nonnegative(),
});
export type TopicSummary = z.infer<typeof topicSummarySchema>;

export const questionFieldsSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  options: z.array(z.string().min(1)).length(OPTIONS_PER_QUESTION),
  correctAnswer: z.string().min(1),
  explanation: z.string().optional(),
  difficulty: difficultySchema.optional(),
});

export const questionSchema = questionFieldsSchema.refine((q) => q.options.includes(q.correctAnswer), {
  message: 'correctAnswer must equal one of the options',
  path: ['correctAnswer'],
});
export type Question = z.infer<typeof questionSchema>;

export const topicDetailSchema = z.object({
  id: z.number().int().positive().optional(),
  name: z.string().min(1),
  logo: z.string().optional(),
  total: z.number().int().nonnegative().optional(),
  questions: z.array(questionSchema),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.boolean().optional(), message: z.string().optional(), data });

export const topicListResponseSchema = envelopeSchema(z.array(topicSummarySchema));
export const topicDetailResponseSchema = envelopeSchema(topicDetailSchema);

/** What our server always sends: every field present. */
export type Envelope<T> = { status: boolean; message: string; data: T };
export type FullQuestion = Required<Question>;
export type FullTopicDetail = TopicSummary & { questions: FullQuestion[] };

/** Topic ids in URLs: a positive integer without sign, leading zeros or exponent. */
export const TOPIC_ID_PATTERN = '^[1-9][0-9]{0,8}$';
