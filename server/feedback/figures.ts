import { MIN_LEARNERS, type QuestionFigures, type TopicFigures } from '../../contract/feedback.js';
import type { FullQuestion } from '../../contract/quiz.js';
import { okEnvelope } from '../api/envelope.js';
import { jsonRepresentation, type Representation } from '../http/representation.js';
import { optionKey } from './question-index.js';
import type { FeedbackDb } from './schema.js';

/** A topic's figures are read again at most this often; the route's Cache-Control says the same. */
export const FIGURES_MAX_AGE_MS = 60_000;
const IDS_PER_QUERY = 500;

type Topic = { id: number; questions: FullQuestion[] };
type Cached = { rep: Representation; builtAt: number; source: Topic };

/** First-answer picks of each option, in the order the topic answer lists the options. */
export async function readTopicFigures(db: FeedbackDb, topic: Topic, minLearners = MIN_LEARNERS) {
  const counts = new Map<string, number>();
  const ids = topic.questions.map((q) => q.id);
  for (let start = 0; start < ids.length; start += IDS_PER_QUERY) {
    const rows = await db
      .selectFrom('answer_counts')
      .select(['question_id', 'option_key', 'answers'])
      .where('first', '=', 1)
      .where('question_id', 'in', ids.slice(start, start + IDS_PER_QUERY))
      .execute();
    for (const row of rows) counts.set(`${row.question_id}\u0000${row.option_key}`, Number(row.answers));
  }
  const questions: QuestionFigures[] = [];
  for (const q of topic.questions) {
    const picks = q.options.map((option) => counts.get(`${q.id}\u0000${optionKey(option)}`) ?? 0);
    const learners = picks.reduce((sum, n) => sum + n, 0);
    if (learners >= minLearners) questions.push({ id: q.id, learners, picks });
  }
  return { topicId: topic.id, minLearners, questions } satisfies TopicFigures;
}

/**
 * The figures route's answers, one per topic, encoded once and served from memory like the quiz
 * answers (docs/decisions/0003); one older than FIGURES_MAX_AGE_MS is served while it is read again.
 */
export function createFiguresCache(db: FeedbackDb, onError: (error: unknown) => void, now = Date.now) {
  const cache = new Map<number, Cached>();
  const building = new Map<number, Promise<Cached>>();

  function build(topic: Topic): Promise<Cached> {
    let promise = building.get(topic.id);
    if (!promise) {
      promise = readTopicFigures(db, topic)
        .then((figures) => {
          const message = `${figures.questions.length} of ${topic.questions.length} questions answered by at least ${figures.minLearners} learners`;
          const entry = { rep: jsonRepresentation(okEnvelope(message, figures)), builtAt: now(), source: topic };
          cache.set(topic.id, entry);
          return entry;
        })
        .finally(() => building.delete(topic.id));
      building.set(topic.id, promise);
    }
    return promise;
  }

  return {
    /** The topic's answer: from memory when there is one for this content, else read now. */
    async get(topic: Topic): Promise<Representation> {
      const cached = cache.get(topic.id);
      if (!cached || cached.source !== topic) return (await build(topic)).rep;
      if (now() - cached.builtAt >= FIGURES_MAX_AGE_MS) build(topic).catch(onError);
      return cached.rep;
    },
  };
}
