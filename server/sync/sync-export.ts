import type { Answer } from '../../contract/progress/answer-schema.js';
import { rejudged } from '../../contract/progress/rejudge.js';
import type { ProgressView } from '../../contract/sync/progress-view.js';
import type { QuizData } from '../api/quiz-store.js';

/** The progress file's name and version (docs/progress-format.md), as the browser writes it. */
const FILE_FORMAT = 'quiz-dojo-progress';
const FILE_VERSION = 2;

/**
 * What the server holds of an account as a progress file (version 2), judged against the bank of
 * today as the browser judges its own: answers and cards of questions (or options) the bank no
 * longer has are left out, a topic's `total` is its question count.
 */
export function progressFileOf(view: ProgressView, data: QuizData, now: Date) {
  const topics: Record<string, { total: number; answers: Record<string, Answer> }> = {};
  const cards: ProgressView['cards'] = {};
  for (const topic of data.topics) {
    const id = String(topic.id);
    const questions = new Map(topic.questions.map((question) => [question.id, question]));
    const answers: Record<string, Answer> = {};
    for (const [questionId, answer] of Object.entries(view.answers[id] ?? {})) {
      const question = questions.get(questionId);
      if (question?.options.includes(answer.chosen))
        answers[questionId] = {
          ...answer,
          correct: answer.chosen === question.correctAnswer,
          first: rejudged(answer.first, question),
        };
    }
    if (Object.keys(answers).length > 0) topics[id] = { total: questions.size, answers };
    const kept = Object.entries(view.cards[id] ?? {}).filter(([questionId]) => questions.has(questionId));
    if (kept.length > 0) cards[id] = Object.fromEntries(kept);
  }
  return {
    format: FILE_FORMAT,
    version: FILE_VERSION,
    exportedAt: now.toISOString(),
    topics,
    cards,
    activity: view.activity,
  };
}
