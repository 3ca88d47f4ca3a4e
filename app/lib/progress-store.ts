import './zod-config';
import { z } from 'zod';
import { recordActivity } from '../stats/activity-store';

/** Bump the version when the stored shape changes: old values are then ignored, never misread. */
export const PROGRESS_VERSION = 1;
const PREFIX = `quiz-dojo:progress:v${PROGRESS_VERSION}:`;

export const progressKey = (topicId: number | string) => `${PREFIX}${topicId}`;

const storedSchema = z.object({
  // The topic's question count when last visited, so /topics and /statistics need no detail calls.
  total: z.number().int().nonnegative(),
  // Question id -> the option text chosen, and whether it was right when chosen.
  answers: z.record(z.string().min(1), z.object({ chosen: z.string(), correct: z.boolean() })),
});
export type TopicProgress = z.infer<typeof storedSchema>;
export type Answer = TopicProgress['answers'][string];

const EMPTY: TopicProgress = { total: 0, answers: {} };
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); practice still works, it is just not kept.
    return undefined;
  }
}

/** A corrupt or foreign value reads as no progress, and is removed so it cannot trouble later reads. */
export function readProgress(topicId: number | string): TopicProgress {
  const key = progressKey(topicId);
  const raw = storage()?.getItem(key);
  if (raw == null) return EMPTY;
  const parsed = storedSchema.safeParse(safeJson(raw));
  if (parsed.success) return parsed.data;
  storage()?.removeItem(key);
  return EMPTY;
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** Answers merge into what is stored; syncTopic has already dropped answers to removed questions. */
export function saveAnswer(topicId: number | string, total: number, questionId: string, answer: Answer) {
  const stored = readProgress(topicId);
  write(topicId, { total, answers: { ...stored.answers, [questionId]: answer } });
  recordActivity(answer.correct, new Date());
}

type QuestionKey = { id: string; options: readonly string[]; correctAnswer: string };

/**
 * Run when a topic is shown: records its question count (so /topics and /statistics need no detail
 * calls) and drops answers to removed questions or options, re-judging the rest against today's answer.
 */
export function syncTopic(topicId: number | string, questions: readonly QuestionKey[]) {
  const stored = readProgress(topicId);
  const answers: Record<string, Answer> = {};
  for (const question of questions) {
    const answer = stored.answers[question.id];
    if (answer && question.options.includes(answer.chosen))
      answers[question.id] = { chosen: answer.chosen, correct: answer.chosen === question.correctAnswer };
  }
  const next = { total: questions.length, answers };
  if (JSON.stringify(next) !== JSON.stringify(stored)) write(topicId, next);
}

/** Clears the answers but keeps the question count, so the topic still shows as 0 of N. */
export function resetProgress(topicId: number | string) {
  write(topicId, { total: readProgress(topicId).total, answers: {} });
}

export function summarize(progress: TopicProgress) {
  const answers = Object.values(progress.answers);
  return { total: progress.total, answered: answers.length, correct: answers.filter((a) => a.correct).length };
}

/** Raw stored text: a stable snapshot for useSyncExternalStore, parsed by the caller. */
export function rawProgress(topicId: number | string) {
  return storage()?.getItem(progressKey(topicId)) ?? null;
}

export function parseProgress(raw: string | null): TopicProgress {
  if (raw === null) return EMPTY;
  const parsed = storedSchema.safeParse(safeJson(raw));
  return parsed.success ? parsed.data : EMPTY;
}

/** Also hears other tabs, so two open tabs never show different scores. */
export function subscribeProgress(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function write(topicId: number | string, progress: TopicProgress) {
  try {
    storage()?.setItem(progressKey(topicId), JSON.stringify(progress));
  } catch {
    // A full storage loses this answer only; the page keeps working.
  }
  notify();
}

function notify() {
  for (const listener of listeners) listener();
}
