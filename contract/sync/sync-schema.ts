import * as z from 'zod/mini';
import { TOPIC_ID_PATTERN } from '../quiz.js';
import { answerSchema, answerTimeSchema } from '../progress/answer-schema.js';
import { storedCardSchema } from '../progress/card-schema.js';
import { dayKeySchema, daySchema } from '../progress/day-schema.js';
import { OUTCOMES } from '../progress/outcomes.js';
import { isPastTime } from '../progress/time-bounds.js';

/**
 * What a device sends to its account and gets back (docs/decisions/0016-sync-merge.md): records
 * keyed so that two copies of one record merge by a join (max or min under a total order). Every
 * value passes the checks of an imported progress file (docs/progress-format.md#bounds).
 */
export const MAX_RECORDS_PER_BATCH = 5_000;

const topicId = z.string().check(z.regex(new RegExp(TOPIC_ID_PATTERN), 'a topic id is a positive whole number'));
// Question ids of the bank are at most 121 characters (topic prefix, colon, 60); 200 leaves room.
const questionId = z.string().check(z.minLength(1), z.maxLength(200));
const pastTime = z
  .int()
  .check(z.refine((time) => isPastTime(time), 'a time is from 2020 to now, epoch ms (check the clock)'));
/**
 * An option's text, as a device remembers it (a first try, a card's key). The bank's longest is 156
 * characters today; without a cap a device could park megabytes in one record, which the account's
 * bound (records, not bytes) would not see.
 */
export const MAX_OPTION_TEXT = 2_000;
const optionText = z
  .string()
  .check(z.maxLength(MAX_OPTION_TEXT, `an option's text has at most ${MAX_OPTION_TEXT} characters`));
/**
 * One device's answers on one day. A day has 86,400 seconds; the cap keeps the sum over every
 * device an account may hold (its record bound) a safe integer, which the app's client requires.
 */
export const MAX_DAY_COUNT = 100_000;
const dayCount = z
  .int()
  .check(z.nonnegative(), z.maximum(MAX_DAY_COUNT, `a day's count is at most ${MAX_DAY_COUNT.toLocaleString('en')}`));
/** A device's random id (app/sync/device.ts), so two devices' counts of one day add up. */
export const deviceIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, 'a device id is 16 to 64 letters, digits, _ or -'));

/**
 * A first try, with the topic's reset it follows (`since`: the latest reset of the topic the device
 * had taken in from its account, a time as the account received it): a first try since a later reset
 * replaces those the reset cleared, however early (decision 16). Absent: none known. The server
 * bounds it by its receipt, as the times (contract/sync/receipt.ts).
 */
const firstTrySchema = z
  .object({ chosen: z.optional(optionText), correct: z.boolean(), at: answerTimeSchema, since: z.optional(pastTime) })
  .check(
    z.refine(
      (first) => first.since === undefined || first.since < first.at,
      "a first try's `since` (the reset it follows) is earlier than its time",
    ),
  );
/** A question's latest answer and its first try since the topic was reset. */
export const answerRecordSchema = z.object({
  topicId,
  questionId,
  chosen: optionText,
  correct: z.boolean(),
  at: answerTimeSchema,
  first: firstTrySchema,
});
/** One rating of a review card, by the time of the answer it rates; a later choice (Hard, Easy) of the same answer wins by `ratedAt`. */
export const ratingRecordSchema = z.object({
  topicId,
  questionId,
  at: pastTime,
  outcome: z.enum(OUTCOMES),
  ratedAt: pastTime,
});
/** A card as a device had it when it first synced: the base its later ratings are replayed on. */
export const baseRecordSchema = z.object({
  topicId,
  questionId,
  // safeExtend: zod refuses to overwrite a key of an object with checks across its fields (the card).
  card: storedCardSchema.safeExtend({
    answer: storedCardSchema.shape.answer
      .unwrap()
      .max(MAX_OPTION_TEXT, `a card's answer has at most ${MAX_OPTION_TEXT} characters`)
      .optional(),
  }),
});
/** One device's own count of one local day: it only grows. */
export const dayRecordSchema = z
  .object({
    device: deviceIdSchema,
    day: dayKeySchema,
    answered: dayCount,
    correct: dayCount,
  })
  .check(z.refine((day) => day.correct <= day.answered, 'a day has no more right answers than answers'));
/** Reset topic: answers given up to `at` (or up to when the account received it, if earlier) no longer count. */
export const resetRecordSchema = z.object({ topicId, at: pastTime });

const list = <T extends z.core.SomeType>(item: T) =>
  z.optional(z.array(item).check(z.maxLength(MAX_RECORDS_PER_BATCH)));

export const syncBatchSchema = z.object({
  answers: list(answerRecordSchema),
  ratings: list(ratingRecordSchema),
  bases: list(baseRecordSchema),
  days: list(dayRecordSchema),
  resets: list(resetRecordSchema),
});

export type AnswerRecord = z.infer<typeof answerRecordSchema>;
export type RatingRecord = z.infer<typeof ratingRecordSchema>;
export type BaseRecord = z.infer<typeof baseRecordSchema>;
export type DayRecord = z.infer<typeof dayRecordSchema>;
export type ResetRecord = z.infer<typeof resetRecordSchema>;
export type SyncBatch = z.infer<typeof syncBatchSchema>;

/**
 * The server's clock when the account first received a record (decision 16): set by the server,
 * never taken from a device (the upload schema strips it). A record cannot have been made after it
 * reached the account, so a time later than this (a device whose clock runs fast) counts as this.
 */
export type Received = { receivedAt?: number };
/** What an account holds: the uploads' records, with when the server first received the timed ones. */
export type AccountBatch = Omit<SyncBatch, 'ratings' | 'bases' | 'resets'> & {
  ratings?: (RatingRecord & Received)[];
  bases?: (BaseRecord & Received)[];
  resets?: (ResetRecord & Received)[];
};

/** The sync routes (issue 23; docs/decisions/0016-sync-merge.md); all answer the usual envelope. */
export const SYNC_ROUTES = {
  /** POST a SyncBatch (signed in, same origin): merged into the account; answers its SyncView. GET: the SyncView. */
  sync: '/api/sync',
  /** GET (signed in): everything the account holds, as a progress file (docs/progress-format.md). */
  export: '/api/sync/export',
} as const;

const byTopic = <T extends z.core.SomeType>(value: T) => z.record(topicId, z.record(questionId, value));
/** What an account's records mean (contract/sync/progress-view.ts), with how full it is. */
export const syncViewSchema = z.object({
  answers: byTopic(answerSchema),
  cards: byTopic(storedCardSchema),
  activity: z.record(dayKeySchema, daySchema),
  /** Topic id -> the time of its latest reset: a device drops its own answers given up to it. */
  resets: z.record(topicId, pastTime),
  /** Records the account holds, and the most it may. */
  records: z.int().check(z.nonnegative()),
  maxRecords: z.int().check(z.positive()),
  /** Records of the upload the bank does not have, left out (POST only). */
  dropped: z.optional(z.int().check(z.nonnegative())),
});
export type SyncView = z.infer<typeof syncViewSchema>;
