import '../lib/zod-config';
import { t } from '@lingui/core/macro';
import { z } from 'zod';
import { TOPIC_ID_PATTERN } from '../../contract/quiz';
import { withFirstTries } from '../record/first-try';
import { progressSchema, v2ProgressSchema, type TopicProgress } from '../record/progress-schema';
import { topicCardsSchema, type CardsByTopic, type StoredCard } from '../record/card-schema';
import { dayKeySchema, daySchema } from '../../contract/progress/day-schema';
import type { Stored } from '../record/stored-progress';

/** The file's format name and version (docs/progress-format.md). Bump the version on any change. */
export const FILE_FORMAT = 'quiz-dojo-progress';
export const FILE_VERSION = 2;

const topicId = z.string().regex(new RegExp(TOPIC_ID_PATTERN), 'a topic id is a positive whole number');

const fileFields = {
  format: z.literal(FILE_FORMAT),
  exportedAt: z.iso.datetime(),
  cards: z.record(topicId, topicCardsSchema),
  // Answers per local day (the streak and calendar of /statistics); files from before it have none.
  activity: z.record(dayKeySchema, daySchema).default({}),
};

export const progressFileSchema = z.object({
  ...fileFields,
  version: z.literal(FILE_VERSION),
  topics: z.record(topicId, progressSchema),
});
export type ProgressFile = z.infer<typeof progressFileSchema>;

/** Version 1 kept the latest answer only: on import, each gets its first try from the file's cards. */
const versionOneSchema = z
  .object({ ...fileFields, version: z.literal(1), topics: z.record(topicId, v2ProgressSchema) })
  .transform((file): ProgressFile => ({
    ...file,
    version: FILE_VERSION,
    topics: Object.fromEntries(
      Object.entries(file.topics).map(([id, progress]) => [id, withFirstTries(progress, file.cards[id])]),
    ),
  }));
export function buildProgressFile(stored: Stored, now: Date): ProgressFile {
  return { format: FILE_FORMAT, version: FILE_VERSION, exportedAt: now.toISOString(), ...stored };
}

export type ParseResult = { ok: true; file: ProgressFile } | { ok: false; message: string };

/** Reads a file's text; a refusal says what is wrong with it and how to go on. */
export function parseProgressFile(text: string): ParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return refuse(t`This file is not valid JSON: it is not a Quiz Dojo progress file, or it is damaged.`);
  }
  const head = z.object({ format: z.literal(FILE_FORMAT), version: z.unknown() }).safeParse(json);
  if (!head.success) return refuse(t`This is not a Quiz Dojo progress file: it lacks "format": "${FILE_FORMAT}".`);
  const { version } = head.data;
  if (typeof version === 'number' && Number.isInteger(version) && version > FILE_VERSION)
    return refuse(
      t`This file was saved by a newer Quiz Dojo (format version ${version}); this one reads version ${FILE_VERSION}. Import it in the newer Quiz Dojo.`,
    );
  const parsed = (version === 1 ? versionOneSchema : progressFileSchema).safeParse(json);
  if (parsed.success) return { ok: true, file: parsed.data };
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.join('.') : t`the file`;
  // A bad key (a topic id, a day) carries the key's own issue, which says what a key must be. The
  // issue's own words are zod's (or the schema's), in English: a detail for whoever mends the file.
  const message = (issue.code === 'invalid_key' && issue.issues[0]?.message) || issue.message;
  return refuse(t`This progress file is damaged: at ${where}, ${message}. Export it again from where it came from.`);
}

function refuse(message: string): ParseResult {
  return { ok: false, message };
}

/**
 * An import merged into what is stored, by question id: the more recent answer wins, with the
 * earlier of the two first tries (the stored one on a tie), and the card reviewed more recently; per day of activity, the fuller count. A topic's question count stays the stored one (it is refreshed on the
 * topic's next visit); a topic only in the file brings its own.
 */
export function mergeProgress(stored: Stored, file: ProgressFile): Stored {
  const topics: Record<string, TopicProgress> = { ...stored.topics };
  for (const [id, incoming] of Object.entries(file.topics)) {
    const own = topics[id];
    if (!own) {
      topics[id] = incoming;
      continue;
    }
    const answers = { ...own.answers };
    for (const [questionId, answer] of Object.entries(incoming.answers)) {
      const current = answers[questionId];
      if (!current) answers[questionId] = answer;
      else {
        const first = answer.first.at < current.first.at ? answer.first : current.first;
        answers[questionId] = { ...(answer.at > current.at ? answer : current), first };
      }
    }
    topics[id] = { total: own.total, answers };
  }
  const cards: CardsByTopic = { ...stored.cards };
  for (const [id, incoming] of Object.entries(file.cards)) {
    const merged = { ...cards[id] };
    for (const [questionId, card] of Object.entries(incoming)) {
      const current = merged[questionId];
      if (!current || reviewedAt(card) > reviewedAt(current)) merged[questionId] = card;
    }
    cards[id] = merged;
  }
  // The same day from two browsers cannot be told apart from one day exported twice: keep the
  // fuller count, so importing a file again never inflates the calendar.
  const activity = { ...stored.activity };
  for (const [day, incoming] of Object.entries(file.activity)) {
    const own = activity[day];
    if (!own || incoming.answered > own.answered) activity[day] = incoming;
  }
  return { topics, cards, activity };
}

const reviewedAt = (card: StoredCard) => card.lastReview ?? -1;
