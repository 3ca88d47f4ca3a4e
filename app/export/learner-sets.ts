import { cardsByTopic, recordedTopicIds, topicProgress } from '../record/record-views';
import type { QuestionRef } from './export-topics';

/**
 * The learner's own sets, read from the record in this browser; only the topics' questions are
 * fetched (or read from the offline worker's copy), never anything about the learner.
 */

const byTopicThenQuestion = (a: QuestionRef, b: QuestionRef) =>
  a.topicId.localeCompare(b.topicId, 'en', { numeric: true }) || a.questionId.localeCompare(b.questionId);

/** Questions whose latest answer was wrong, put right later or not. */
export function mistakeRefs(): QuestionRef[] {
  return recordedTopicIds()
    .flatMap((topicId) =>
      Object.entries(topicProgress(topicId).answers)
        .filter(([, answer]) => !answer.correct)
        .map(([questionId]) => ({ topicId, questionId })),
    )
    .sort(byTopicThenQuestion);
}

/** Questions whose review card is due at `now` (epoch ms), the most overdue first. */
export function dueRefs(now: number): QuestionRef[] {
  return Object.entries(cardsByTopic())
    .flatMap(([topicId, cards]) =>
      Object.entries(cards)
        .filter(([, card]) => card.due <= now)
        .map(([questionId, card]) => ({ topicId, questionId, due: card.due })),
    )
    .sort((a, b) => a.due - b.due || byTopicThenQuestion(a, b))
    .map(({ topicId, questionId }) => ({ topicId, questionId }));
}
