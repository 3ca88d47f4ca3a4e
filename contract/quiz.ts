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
  /** Chromium parses an SVG image on the page's main thread, and decodes a PNG off it (docs/decisions/0006). */
  logoRaster: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Our addition: the logo as a PNG of 192 px square (64 CSS px at 3x), transparent around it. ' +
        'Where the server cannot draw the SVG, this address answers with the SVG itself. Absent from ' +
        'an API that is not ours: show `logo` then.',
    ),
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
  /** One to three sub-areas of the topic, such as `event-loop`; [] on a question not tagged yet. */
  tags: z.array(z.string().min(1)).optional(),
});

/**
 * A question as the app reads it: with `?lang=`, our server also says which language it is in (its
 * translation's, or "en" when it has none current, contract/translations/locales.ts), and, where a
 * translated option reads differently, the source's options in the same order (`sourceOptions`).
 */
export const sourceOptionsSchema = z.array(z.string().min(1)).length(OPTIONS_PER_QUESTION);
export const questionSchema = questionFieldsSchema
  .extend({ lang: z.string().min(1).optional(), sourceOptions: sourceOptionsSchema.optional() })
  .refine((q) => q.options.includes(q.correctAnswer), {
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
/** Every field of the bare contract present; `lang` and `sourceOptions` only with `?lang=`. */
export type FullQuestion = Required<Omit<Question, 'lang' | 'sourceOptions'>>;
export type FullTopicDetail = TopicSummary & { questions: FullQuestion[] };

/** A tag: lowercase letters and digits in words joined by dashes, such as `event-loop`. */
export const TAG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const MAX_TAG_LENGTH = 40;
export const MAX_QUESTION_LIMIT = 500;

const DIFFICULTY_ERROR = 'difficulty must be easy, medium or hard';
const TAG_ERROR = 'tag must be one tag in lowercase words joined by dashes, such as event-loop';
const LIMIT_ERROR = `limit must be a whole number from 1 to ${MAX_QUESTION_LIMIT}`;

/**
 * The optional query of GET /api/quiz/{id}: only the questions of one difficulty and/or one tag,
 * at most `limit` of them, in file order. Values arrive as strings (an array when repeated).
 */
export const topicQuerySchema = z.object({
  difficulty: z.enum(DIFFICULTIES, { error: DIFFICULTY_ERROR }).optional(),
  tag: z
    .string({ error: TAG_ERROR })
    .max(MAX_TAG_LENGTH, { error: TAG_ERROR })
    .regex(new RegExp(TAG_PATTERN), { error: TAG_ERROR })
    .optional(),
  limit: z
    .string({ error: LIMIT_ERROR })
    .regex(/^[1-9][0-9]{0,8}$/, { error: LIMIT_ERROR })
    .transform(Number)
    .pipe(z.number().max(MAX_QUESTION_LIMIT, { error: LIMIT_ERROR }))
    .optional(),
});
export type TopicQuery = z.infer<typeof topicQuerySchema>;

/** Topic ids in URLs: a positive integer without sign, leading zeros or exponent. */
export const TOPIC_ID_PATTERN = '^[1-9][0-9]{0,8}$';
