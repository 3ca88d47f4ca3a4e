import { answerSaved } from './answer-events';
import type { StoredCard } from './card-schema';
import { rawCards } from './cards-signal';
import type { Outcome } from './scheduler';
import { logReset } from './outbox';
import { nextAnswer, rejudged } from './first-try';
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

type Stores = {
  cards: typeof import('./card-store');
  activity: typeof import('./activity-store');
};
let queued: Promise<unknown> = Promise.resolve();

/**
 * Runs `write` with the card and activity stores, after every write queued before it. They load
 * with the first answer or the first topic with something to bring in line, not with every page
 * that can record one: the scheduler and their schemas are a long task of their own on a slow
 * phone (docs/decisions/0008). If they cannot load (offline before the worker cached them), the
 * answer is stored all the same; its card is seeded by syncTopic on a later visit.
 */
function withStores(write: (stores: Stores) => void): Promise<void> {
  const done = queued
    .then(() => Promise.all([import('./card-store'), import('./activity-store')]))
    .then(
      ([cards, activity]) => write({ cards, activity }),
      () => undefined,
    );
  // A write that throws is a bug and is reported as one; the writes queued after it still run.
  queued = done.catch(() => {});
  return done;
}

/**
 * THE way any screen records an answer: it is stamped with the browser's time, merged into what is
 * stored (syncTopic has already dropped answers to removed questions) as the question's chosen
 * option, its first try kept (the one the score counts), and rates the question's review card.
 * `recall: false` marks a second try at a question on the same screen, which keeps the card as it
 * is (app/record/card-store.ts) and is not counted in the day's activity: a day counts the answers
 * that rate a card. The progress is written at once; the card and the day's count follow once
 * their stores have loaded (the promise returned).
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
  const next = nextAnswer(stored.answers[questionId], { ...answer, at: at.getTime() });
  write(topicId, { total, answers: { ...stored.answers, [questionId]: next } });
  if (recall) answerSaved(questionId, answer.chosen);
  return withStores(({ cards, activity }) => {
    cards.recordAnswer(String(topicId), questionId, answer.correct, at, recall);
    if (recall) activity.recordActivity(answer.correct, at);
  });
}

/**
 * Rates a right answer again as Hard or Easy, from the card as it was before it (app/record/card-store.ts).
 * Queued behind the answer's own rating, so the later choice is the one that stays.
 */
export function regradeAnswer(
  topicId: string,
  questionId: string,
  before: StoredCard | undefined,
  outcome: Outcome,
  at: Date,
): Promise<void> {
  return withStores(({ cards }) => cards.regrade(topicId, questionId, before, outcome, at));
}

type QuestionKey = { id: string; options: readonly string[]; correctAnswer: string };

/**
 * Run when a topic is shown: records its question count (so /topics and /statistics need no detail
 * calls), drops answers to removed questions or options, re-judging the rest (and their first tries)
 * against today's answer,
 * and brings the topic's review cards in line (removed questions leave, a changed answer resets).
 */
export function syncTopic(topicId: number | string, questions: readonly QuestionKey[]) {
  const stored = readProgress(topicId);
  const answers: Record<string, Answer> = {};
  for (const question of questions) {
    const answer = stored.answers[question.id];
    if (answer && question.options.includes(answer.chosen))
      answers[question.id] = {
        ...answer,
        correct: answer.chosen === question.correctAnswer,
        first: rejudged(answer.first, question),
      };
  }
  const next = { total: questions.length, answers };
  if (JSON.stringify(next) !== JSON.stringify(stored)) write(topicId, next);
  // Cards exist only for answered questions: with no answer and no card, the stores stay unloaded.
  if (Object.keys(answers).length === 0 && rawCards() === null) return Promise.resolve();
  const now = new Date();
  return withStores(({ cards }) => {
    cards.syncCards(String(topicId), questions, now);
    // Answers without a card (one lost to a full storage or a failed load) get one, so none is left out of review.
    cards.seedCards(String(topicId), answers, now);
  });
}

/** Clears the answers but keeps the question count, so the topic still shows as 0 of N. Cards stay. */
export function resetProgress(topicId: number | string) {
  write(topicId, { total: readProgress(topicId).total, answers: {} });
  logReset(String(topicId), new Date());
}

function write(topicId: number | string, progress: TopicProgress) {
  try {
    progressStorage()?.setItem(progressKey(topicId), JSON.stringify(progress));
  } catch {
    // A full storage loses this answer only; the page keeps working.
  }
  notifyProgress();
}
