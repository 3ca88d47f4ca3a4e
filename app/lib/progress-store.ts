import { browserStorage } from '../review/cards-signal';
import { recordAnswer, seedCards, syncCards } from '../review/card-store';
import { migrateProgress } from './progress-migration';
import { PROGRESS_PREFIX, progressKey, progressSchema, type Answer, type TopicProgress } from './progress-schema';

export { PROGRESS_VERSION, progressKey, type Answer, type TopicProgress } from './progress-schema';

const EMPTY: TopicProgress = { total: 0, answers: {} };
const listeners = new Set<() => void>();
let migrated = false;

/** The browser's storage, with progress of an older stored format moved to today's first. */
function storage(): Storage | undefined {
  const found = browserStorage();
  if (found && !migrated) {
    migrated = true;
    migrateProgress(found, new Date());
  }
  return found;
}

/** Runs the migration now (the app asks for it once it has taken over, for the navigation's badge). */
export function migrateStoredProgress() {
  storage();
}

/** A corrupt or foreign value reads as no progress, and is removed so it cannot trouble later reads. */
export function readProgress(topicId: number | string): TopicProgress {
  const key = progressKey(topicId);
  const raw = storage()?.getItem(key);
  if (raw == null) return EMPTY;
  const parsed = progressSchema.safeParse(safeJson(raw));
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

/**
 * THE way any screen records an answer: it is stamped with the browser's time, merged into what is
 * stored (syncTopic has already dropped answers to removed questions), and rates the question's
 * review card. `recall: false` marks a second try at a question on the same screen, which keeps
 * the card as it is (app/review/card-store.ts).
 */
export function saveAnswer(
  topicId: number | string,
  total: number,
  questionId: string,
  answer: Pick<Answer, 'chosen' | 'correct'>,
  { recall = true }: { recall?: boolean } = {},
) {
  const at = new Date();
  const stored = readProgress(topicId);
  write(topicId, { total, answers: { ...stored.answers, [questionId]: { ...answer, at: at.getTime() } } });
  recordAnswer(String(topicId), questionId, answer.correct, at, recall);
}

type QuestionKey = { id: string; options: readonly string[]; correctAnswer: string };

/**
 * Run when a topic is shown: records its question count (so /topics and /statistics need no detail
 * calls), drops answers to removed questions or options, re-judging the rest against today's answer,
 * and brings the topic's review cards in line (removed questions leave, a changed answer resets).
 */
export function syncTopic(topicId: number | string, questions: readonly QuestionKey[]) {
  const stored = readProgress(topicId);
  const answers: Record<string, Answer> = {};
  for (const question of questions) {
    const answer = stored.answers[question.id];
    if (answer && question.options.includes(answer.chosen))
      answers[question.id] = { ...answer, correct: answer.chosen === question.correctAnswer };
  }
  const next = { total: questions.length, answers };
  if (JSON.stringify(next) !== JSON.stringify(stored)) write(topicId, next);
  const now = new Date();
  syncCards(String(topicId), questions, now);
  // Answers without a card (one lost to a full storage) get one, so none is left out of review.
  seedCards(String(topicId), answers, now);
}

/** Clears the answers but keeps the question count, so the topic still shows as 0 of N. Cards stay. */
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
  const parsed = progressSchema.safeParse(safeJson(raw));
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

/** The ids of every topic with stored progress (for an export). */
export function storedTopicIds(): string[] {
  const found = storage();
  const ids: string[] = [];
  for (let index = 0; index < (found?.length ?? 0); index++) {
    const key = found?.key(index);
    if (key?.startsWith(PROGRESS_PREFIX)) ids.push(key.slice(PROGRESS_PREFIX.length));
  }
  return ids.sort();
}

function write(topicId: number | string, progress: TopicProgress) {
  try {
    storage()?.setItem(progressKey(topicId), JSON.stringify(progress));
  } catch {
    // A full storage loses this answer only; the page keeps working.
  }
  notifyProgress();
}

/** Tells every screen that progress changed under it (an import writes it directly). */
export function notifyProgress() {
  for (const listener of listeners) listener();
}
