import { answerKey } from '../../contract/sync/merge';
import { answerSaved } from './answer-events';
import type { StoredCard } from './card-schema';
import type { Outcome } from './scheduler';
import { countAnswer } from './activity-store';
import { logReset } from './outbox';
import { nextAnswer, rejudged } from './first-try';
import { readProgress } from './progress-read';
import { RecordDraft } from './record-draft';
import { inSourceText, type QuestionKey } from './source-options';
import type { Answer } from './record-views';

export { PROGRESS_VERSION, progressKey } from './progress-schema';
export type { Answer, TopicProgress } from './record-views';
// Reading lives apart so pages that only show progress load no scheduler; re-exported for callers here.
export { readProgress, storedTopicIds, subscribeProgress, summarize } from './progress-read';

type CardStore = typeof import('./card-store');
let queued: Promise<unknown> = Promise.resolve();

/**
 * Runs `write` with the card store, after every write queued before it. It loads with the first
 * answer or the first topic with something to bring in line, not with every page that can record
 * one: the scheduler and its schemas are a long task of their own on a slow phone
 * (docs/decisions/0008). If it cannot load (offline before the worker cached it), the answer is
 * stored all the same; its card is seeded by syncTopic on a later visit.
 */
function withCards(write: (cards: CardStore) => unknown): Promise<void> {
  const done = queued
    .then(() => import('./card-store'))
    .then(
      async (cards) => void (await write(cards)),
      () => undefined,
    );
  // A write that throws is a bug and is reported as one; the writes queued after it still run.
  queued = done.catch(() => {});
  return done;
}

/**
 * THE way any screen records an answer: it is stamped with the browser's time, merged into what is
 * recorded (syncTopic has already dropped answers to removed questions) as the question's chosen
 * option, its first try kept (the one the score counts), and counted in the day's activity, in one
 * change; then it rates the question's review card. `recall: false` marks a second try at a question
 * on the same screen, which keeps the card as it is (app/record/card-store.ts) and is not counted
 * in the day's activity: a day counts the answers that rate a card. The card follows once the
 * scheduler has loaded; the promise returned resolves once both are written (or could not be).
 */
export function saveAnswer(
  topicId: number | string,
  total: number,
  questionId: string,
  answer: Pick<Answer, 'chosen' | 'correct'>,
  { recall = true }: { recall?: boolean } = {},
) {
  const at = new Date();
  const topic = String(topicId);
  const next = nextAnswer(readProgress(topic).answers[questionId], { ...answer, at: at.getTime() });
  const draft = new RecordDraft().put('answers', { topicId: topic, questionId, ...next });
  // The meta is one value that every view of it depends on: left alone unless the count changed.
  if (draft.meta.totals[topic] !== total)
    draft.setMeta((meta) => ({ ...meta, totals: { ...meta.totals, [topic]: total } }));
  if (recall) countAnswer(draft, answer.correct, at);
  const written = draft.commit();
  if (recall) answerSaved(questionId, answer.chosen);
  const rated = withCards((cards) => {
    const rating = new RecordDraft();
    cards.rateAnswer(rating, topic, questionId, answer.correct, at, recall);
    return rating.commit();
  });
  return Promise.all([written, rated]).then(() => undefined);
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
) {
  return withCards((cards) => cards.regrade(topicId, questionId, before, outcome, at));
}

/**
 * Run when a topic is shown: records its question count (so /topics and /statistics need no detail
 * calls), drops answers to removed questions or options, re-judging the rest (and their first tries)
 * against today's answer, and brings the topic's review cards in line (removed questions leave, a
 * changed answer resets), all in the source's option texts the record keeps (./source-options.ts).
 */
export function syncTopic(topicId: number | string, questions: readonly QuestionKey[]) {
  const topic = String(topicId);
  const stored = readProgress(topic);
  const draft = new RecordDraft();
  const answers: Record<string, Answer> = {};
  const byId = new Map(questions.map((question) => [question.id, inSourceText(question)]));
  for (const [questionId, answer] of Object.entries(stored.answers)) {
    const question = byId.get(questionId);
    if (!question || !question.options.includes(answer.chosen)) {
      draft.remove('answers', answerKey({ topicId: topic, questionId }));
      continue;
    }
    const judged = {
      ...answer,
      correct: answer.chosen === question.correctAnswer,
      first: rejudged(answer.first, question),
    };
    answers[questionId] = judged;
    if (JSON.stringify(judged) !== JSON.stringify(answer))
      draft.put('answers', { topicId: topic, questionId, ...judged });
  }
  if (stored.total !== questions.length)
    draft.setMeta((meta) => ({ ...meta, totals: { ...meta.totals, [topic]: questions.length } }));
  void draft.commit();
  // Cards exist only for answered questions: with no answer and no card, the card store stays unloaded.
  if (Object.keys(answers).length === 0 && draft.record.rows.bases.size === 0) return Promise.resolve();
  const now = new Date();
  return withCards(async (cards) => {
    await cards.syncCards(topic, questions, now);
    // Answers without a card (one lost to a failed load) get one, so none is left out of review.
    await cards.seedCards(topic, answers, now);
  });
}

/** Clears the answers but keeps the question count, so the topic still shows as 0 of N. Cards stay. */
export function resetProgress(topicId: number | string) {
  const topic = String(topicId);
  const draft = new RecordDraft();
  for (const questionId of Object.keys(readProgress(topic).answers))
    draft.remove('answers', answerKey({ topicId: topic, questionId }));
  logReset(draft, topic, new Date());
  return draft.commit();
}
