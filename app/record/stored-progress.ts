import { answerKey } from '../../contract/sync/merge';
import type { DayActivity } from '../../contract/progress/day-schema';
import type { CardsByTopic } from './card-schema';
import { RecordDraft } from './record-draft';
import { activityByDay, cardsByTopic, recordedTopicIds, topicProgress, type TopicProgress } from './record-views';

/** Everything this browser records of the learner's progress, in one value (also a progress file's body). */
export type Stored = {
  topics: Record<string, TopicProgress>;
  cards: CardsByTopic;
  activity: Record<string, DayActivity>;
};

/** Everything this browser records of the learner's progress: answers, review cards, daily activity. */
export function readStored(): Stored {
  const topics = Object.fromEntries(
    recordedTopicIds()
      .map((id) => [id, topicProgress(id)] as const)
      .filter(([, progress]) => Object.keys(progress.answers).length > 0 || progress.total > 0),
  );
  return { topics, cards: cardsByTopic(), activity: Object.fromEntries(activityByDay()) };
}

/**
 * Makes the record say `stored` (an import merged with it, or the account's view taken in), as one
 * change: all of it or nothing. Resolves whether it was written. `durably`: shown only once written
 * (an import, which says nothing changed if it was not).
 */
export function writeStored(stored: Stored, { durably = false } = {}): Promise<boolean> {
  const draft = new RecordDraft();
  const { rows } = draft.record;
  const answers = new Set<string>();
  for (const [topicId, progress] of Object.entries(stored.topics))
    for (const [questionId, answer] of Object.entries(progress.answers)) {
      const key = answerKey({ topicId, questionId });
      answers.add(key);
      if (!sameJson(topicProgress(topicId).answers[questionId], answer))
        draft.put('answers', { topicId, questionId, ...answer });
    }
  for (const key of rows.answers.keys()) if (!answers.has(key)) draft.remove('answers', key);
  const cards = new Set<string>();
  for (const [topicId, topic] of Object.entries(stored.cards))
    for (const [questionId, card] of Object.entries(topic)) {
      const key = answerKey({ topicId, questionId });
      cards.add(key);
      if (rows.bases.get(key)?.card !== card) draft.put('bases', { topicId, questionId, card });
    }
  for (const key of rows.bases.keys()) if (!cards.has(key)) draft.remove('bases', key);
  draft.setMeta((meta) => ({
    ...meta,
    totals: {
      ...meta.totals,
      ...Object.fromEntries(Object.entries(stored.topics).map(([id, topic]) => [id, topic.total])),
    },
    dayBase: dayBaseOf(stored.activity, draft),
  }));
  return draft.commit({ durably });
}

/** The days to show less this device's own counts, which the record keeps as rows. */
function dayBaseOf(activity: Record<string, DayActivity>, draft: RecordDraft): Record<string, DayActivity> {
  const base: Record<string, DayActivity> = {};
  for (const [day, counts] of Object.entries(activity)) {
    const own = draft.get('days', `${draft.meta.device}\n${day}`) ?? { answered: 0, correct: 0 };
    const answered = counts.answered - own.answered;
    if (answered > 0) base[day] = { answered, correct: Math.min(answered, Math.max(0, counts.correct - own.correct)) };
  }
  return base;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
