import type { FullQuestion } from '../../contract/quiz.js';
import { rejudged } from '../../contract/progress/rejudge.js';
import type { SyncBatch } from '../../contract/sync/sync-schema.js';
import type { QuizData } from '../api/quiz-store.js';

type Bank = Map<string, Map<string, FullQuestion>>;
const banks = new WeakMap<QuizData, Bank>();

/** The bank's questions by topic id and question id, made once per imported version. */
function bankOf(data: QuizData): Bank {
  let bank = banks.get(data);
  if (!bank) {
    bank = new Map(data.topics.map((topic) => [String(topic.id), new Map(topic.questions.map((q) => [q.id, q]))]));
    banks.set(data, bank);
  }
  return bank;
}

/**
 * A batch as the bank has it, as an imported file is checked (app/progress-file/bank-check.ts):
 * records of topics or questions the bank does not have, and answers with an option the question
 * lacks, are left out and counted; each answer and its first try are judged against today's key.
 * So no device can store made-up ids for another to count, and what an account holds is bounded
 * by the bank (answers, bases and resets: one per question or topic).
 */
export function filterByBank(batch: SyncBatch, data: QuizData): { batch: SyncBatch; dropped: number } {
  const bank = bankOf(data);
  const questionOf = (record: { topicId: string; questionId: string }) =>
    bank.get(record.topicId)?.get(record.questionId);
  const answers = (batch.answers ?? []).flatMap((answer) => {
    const question = questionOf(answer);
    if (!question?.options.includes(answer.chosen)) return [];
    return [{ ...answer, correct: answer.chosen === question.correctAnswer, first: rejudged(answer.first, question) }];
  });
  const filtered: SyncBatch = {
    answers,
    ratings: (batch.ratings ?? []).filter((rating) => questionOf(rating)),
    bases: (batch.bases ?? []).filter((base) => questionOf(base)),
    days: batch.days ?? [],
    resets: (batch.resets ?? []).filter((reset) => bank.has(reset.topicId)),
  };
  return { batch: filtered, dropped: countOf(batch) - countOf(filtered) };
}

export const countOf = (batch: SyncBatch) =>
  Object.values(batch).reduce((sum, records: unknown[] | undefined) => sum + (records?.length ?? 0), 0);

/** The number of questions of each topic the bank has, for an exported file's `total`. */
export function topicTotals(data: QuizData): Map<string, number> {
  return new Map(data.topics.map((topic) => [String(topic.id), topic.questions.length]));
}
