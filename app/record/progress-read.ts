import { subscribeRecord } from './learner-record';
import { recordedTopicIds, topicProgress, type TopicProgress } from './record-views';

/**
 * Reading a topic's progress, for pages that only show it (/topics, /statistics): no scheduler here.
 * Recording answers is progress-store.ts, which loads the review cards with it.
 */
export const readProgress = topicProgress;

/** A question counts as correct when its first try was: a retry after the feedback proves no recall. */
export function summarize(progress: TopicProgress) {
  const answers = Object.values(progress.answers);
  return { total: progress.total, answered: answers.length, correct: answers.filter((a) => a.first.correct).length };
}

/** Also hears other tabs, so two open tabs never show different scores. */
export const subscribeProgress = subscribeRecord;

/** The ids of every topic with stored progress (for an export). */
export const storedTopicIds = recordedTopicIds;
