import '../lib/zod-config';
import { z } from 'zod';
import { TOPIC_ID_PATTERN } from '../../contract/quiz';

export const QUESTION_COUNTS = [5, 10, 20] as const;
export type QuestionCount = (typeof QUESTION_COUNTS)[number];
export const DEFAULT_COUNT: QuestionCount = 10;
/** A timed quiz gives this long per question. */
export const MS_PER_QUESTION = 60_000;

/** `topic` is a topic id, or 'all' for questions from every topic. */
export type QuizSettings = { topic: number | 'all'; count: QuestionCount; timed: boolean };
export const DEFAULT_SETTINGS: QuizSettings = { topic: 'all', count: DEFAULT_COUNT, timed: false };

// Each field on its own, so one bad value falls back alone and the rest of a shared link still holds.
const topicSchema = z.union([z.literal('all'), z.string().regex(new RegExp(TOPIC_ID_PATTERN)).transform(Number)]);
const countSchema = z.enum(['5', '10', '20']).transform((value) => Number(value) as QuestionCount);
const timedSchema = z.enum(['0', '1']).transform((value) => value === '1');

/**
 * Reads the settings of `/quiz?topic=2&count=10&timed=1`. A missing value takes its default; a
 * bad one falls back to it too, and `problems` says what was ignored so the screen can tell.
 */
export function parseSettings(params: URLSearchParams): { settings: QuizSettings; problems: string[] } {
  const problems: string[] = [];
  const read = <T>(name: string, schema: z.ZodType<T>, fallback: T, expected: string): T => {
    const raw = params.get(name);
    if (raw === null) return fallback;
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    problems.push(`The link's ${name} "${raw}" is not ${expected}, so ${describeFallback(name, fallback)}.`);
    return fallback;
  };
  const settings: QuizSettings = {
    topic: read<QuizSettings['topic']>('topic', topicSchema, DEFAULT_SETTINGS.topic, 'a topic id or "all"'),
    count: read('count', countSchema, DEFAULT_COUNT, '5, 10 or 20'),
    timed: read('timed', timedSchema, false, '0 or 1'),
  };
  return { settings, problems };
}

function describeFallback(name: string, fallback: unknown): string {
  if (name === 'topic') return 'all topics are set';
  if (name === 'count') return `${String(fallback)} questions are set`;
  return 'the quiz is not timed';
}

/** The query string of a quiz's settings, in one order, so equal settings share one URL. */
export function settingsSearch(settings: QuizSettings): string {
  const params = new URLSearchParams({ topic: String(settings.topic), count: String(settings.count) });
  if (settings.timed) params.set('timed', '1');
  return `?${params.toString()}`;
}
