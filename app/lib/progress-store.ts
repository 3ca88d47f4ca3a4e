import { recordAnswer, seedCards, syncCards } from '../review/card-store';
import { recordActivity } from '../stats/activity-store';
import { notifyProgress, progressStorage, readProgress } from './progress-read';
import { progressKey, type Answer, type TopicProgress } from './progress-schema';

export { PROGRESS_VERSION, progressKey, type Answer, type TopicProgress } from './progress-schema';
// Reading lives apart so pages that only show progress load no scheduler; re-exported for callers here.
export {
  migrateStoredProgress,
  notifyProgress,
  parseProgress,
  rawProgress,
  readProgress,
  storedTopicIds,
  subscribeProgress,
  summarize,
} from './progress-read';

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
  recordActivity(answer.correct, at);
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

function write(topicId: number | string, progress: TopicProgress) {
  try {
    progressStorage()?.setItem(progressKey(topicId), JSON.stringify(progress));
  } catch {
    // A full storage loses this answer only; the page keeps working.
  }
  notifyProgress();
}
