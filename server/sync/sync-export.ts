import type { Answer } from '../../contract/progress/answer-schema.js';
import type { StoredCard } from '../../contract/progress/card-schema.js';
import { rejudged } from '../../contract/progress/rejudge.js';
import type { QuizData } from '../api/quiz-store.js';
import type { Db } from '../db/database.js';
import { turnTaker } from './event-loop-turns.js';
import { readPart, readWhole } from './view-parts.js';

/** The progress file's name and version (docs/progress-format.md), as the browser writes it. */
const FILE_FORMAT = 'quiz-dojo-progress';
const FILE_VERSION = 2;

/**
 * What the server holds of an account as a progress file (version 2), as JSON text, judged against
 * the bank of today as the browser judges its own: answers and cards of questions (or options) the
 * bank no longer has are left out, a topic's `total` is its question count. Read from the kept view
 * a topic at a time, with turns between, so an account's size never holds the event loop (issue 31).
 */
export async function progressFileOf(db: Db, accountId: string, data: QuizData, now: Date): Promise<string> {
  const pause = turnTaker();
  const topics: string[] = [];
  const cards: string[] = [];
  for (const topic of data.topics) {
    const id = String(topic.id);
    const questions = new Map(topic.questions.map((question) => [question.id, question]));
    const viewed = (await readPart<Answer>(db, accountId, 'answers', [id])).get(id) ?? {};
    const answers: Record<string, Answer> = {};
    for (const [questionId, answer] of Object.entries(viewed)) {
      const question = questions.get(questionId);
      if (question?.options.includes(answer.chosen))
        answers[questionId] = {
          ...answer,
          correct: answer.chosen === question.correctAnswer,
          first: rejudged(answer.first, question),
        };
    }
    if (Object.keys(answers).length > 0)
      topics.push(`${JSON.stringify(id)}:${JSON.stringify({ total: questions.size, answers })}`);
    const held = (await readPart<StoredCard>(db, accountId, 'cards', [id])).get(id) ?? {};
    const kept = Object.entries(held).filter(([questionId]) => questions.has(questionId));
    if (kept.length > 0) cards.push(`${JSON.stringify(id)}:${JSON.stringify(Object.fromEntries(kept))}`);
    await pause();
  }
  const activity = await readWhole(db, accountId, 'activity');
  const head = { format: FILE_FORMAT, version: FILE_VERSION, exportedAt: now.toISOString() };
  return `${JSON.stringify(head).slice(0, -1)},"topics":{${topics.join(',')}},"cards":{${cards.join(',')}},"activity":${JSON.stringify(activity)}}`;
}
