import '../lib/zod-config';
import { plural, t } from '@lingui/core/macro';
import { z } from 'zod';
import { DIFFICULTIES, MAX_TAG_LENGTH, TAG_PATTERN, TOPIC_ID_PATTERN, type Difficulty } from '../../contract/quiz';

export const QUESTION_COUNTS = [5, 10, 20] as const;
export type QuestionCount = (typeof QUESTION_COUNTS)[number];
export const DEFAULT_COUNT: QuestionCount = 10;
/** A timed quiz gives this long per question. */
export const MS_PER_QUESTION = 60_000;

/**
 * `topic` is a topic id, or 'all' for questions from every topic. `difficulty` and `tag` keep only the
 * matching questions (any when absent); a tag belongs to one topic, so it is set only with one.
 */
export type QuizSettings = {
  topic: number | 'all';
  count: QuestionCount;
  timed: boolean;
  difficulty?: Difficulty;
  tag?: string;
};
export const DEFAULT_SETTINGS: QuizSettings = { topic: 'all', count: DEFAULT_COUNT, timed: false };

// Each field on its own, so one bad value falls back alone and the rest of a shared link still holds.
const topicSchema = z.union([z.literal('all'), z.string().regex(new RegExp(TOPIC_ID_PATTERN)).transform(Number)]);
const countSchema = z.enum(['5', '10', '20']).transform((value) => Number(value) as QuestionCount);
const timedSchema = z.enum(['0', '1']).transform((value) => value === '1');
const difficultySchema = z.enum(DIFFICULTIES).optional();
const tagSchema = z.string().max(MAX_TAG_LENGTH).regex(new RegExp(TAG_PATTERN)).optional();

/**
 * What the screen says of a bad value of the link (`raw`), and what was set instead: one sentence per
 * field, so a translation words each whole. Made when the settings are read, in the page's language.
 */
const PROBLEMS = {
  topic: (raw: string) => t`The link's topic "${raw}" is not a topic id or "all", so all topics are set.`,
  count: (raw: string) =>
    plural(DEFAULT_COUNT, {
      one: `The link's count "${raw}" is not 5, 10 or 20, so # question is set.`,
      other: `The link's count "${raw}" is not 5, 10 or 20, so # questions are set.`,
    }),
  timed: (raw: string) => t`The link's timed "${raw}" is not 0 or 1, so the quiz is not timed.`,
  difficulty: (raw: string) => t`The link's difficulty "${raw}" is not easy, medium or hard, so any difficulty is set.`,
  tag: (raw: string) => t`The link's tag "${raw}" is not a well-formed tag, such as event-loop, so any tag is set.`,
};

/**
 * Reads the settings of `/quiz?topic=2&count=10&difficulty=hard&tag=promises&timed=1`. A missing value
 * takes its default; a bad one falls back to it too, and `problems` says what was ignored so the screen
 * can tell. Whether the topic has the tag is known only with its questions: see `withTopicTags`.
 */
export function parseSettings(params: URLSearchParams): { settings: QuizSettings; problems: string[] } {
  const problems: string[] = [];
  const read = <T>(name: keyof typeof PROBLEMS, schema: z.ZodType<T>, fallback: T): T => {
    const raw = params.get(name);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    problems.push(PROBLEMS[name](raw));
    return fallback;
  };
  const settings: QuizSettings = {
    topic: read<QuizSettings['topic']>('topic', topicSchema, DEFAULT_SETTINGS.topic),
    count: read('count', countSchema, DEFAULT_COUNT),
    timed: read('timed', timedSchema, false),
  };
  const difficulty = read('difficulty', difficultySchema, undefined);
  if (difficulty) settings.difficulty = difficulty;
  const tag = read('tag', tagSchema, undefined);
  if (tag && settings.topic === 'all') problems.push(t`The link's tag "${tag}" needs one topic, so any tag is set.`);
  else if (tag) settings.tag = tag;
  return { settings, problems };
}

/** The settings once the topic's tags are known: a tag the topic does not have falls back to any. */
export function withTopicTags(
  parsed: { settings: QuizSettings; problems: string[] },
  topicName: string,
  tags: readonly string[],
) {
  const { tag, ...settings } = parsed.settings;
  if (tag === undefined || tags.includes(tag)) return parsed;
  return { settings, problems: [...parsed.problems, t`${topicName} has no tag "${tag}", so any tag is set.`] };
}

/** The query string of a quiz's settings, in one order, so equal settings share one URL. */
export function settingsSearch(settings: QuizSettings): string {
  const params = new URLSearchParams({ topic: String(settings.topic), count: String(settings.count) });
  if (settings.difficulty) params.set('difficulty', settings.difficulty);
  if (settings.tag && settings.topic !== 'all') params.set('tag', settings.tag);
  if (settings.timed) params.set('timed', '1');
  return `?${params.toString()}`;
}
