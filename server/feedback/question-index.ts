import { createHash } from 'node:crypto';
import type { FullQuestion } from '../../contract/quiz.js';

const hash16 = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** An option is counted under the hash of its text, so reordering options keeps their counts and a reworded one starts afresh. */
export const optionKey = (option: string) => hash16(option);

/** What a reader saw: the question, its options and its key. A report made against another hash is possibly outdated. */
export function questionHash(question: Pick<FullQuestion, 'question' | 'options' | 'correctAnswer'>): string {
  return hash16([question.question, ...question.options, question.correctAnswer].join('\u0000'));
}

export type IndexedQuestion = { topicId: number; hash: string; optionKeys: string[] };

type Topics = { topics: { id: number; questions: FullQuestion[] }[] };

/** The bank's questions by id, made once per content version (the store's data changes with each import). */
export function createQuestionIndex(read: () => Topics) {
  let indexed: Topics | undefined;
  let byId = new Map<string, IndexedQuestion>();
  return (): Map<string, IndexedQuestion> => {
    const data = read();
    if (data !== indexed) {
      byId = new Map();
      for (const topic of data.topics) {
        for (const q of topic.questions) {
          byId.set(q.id, { topicId: topic.id, hash: questionHash(q), optionKeys: q.options.map(optionKey) });
        }
      }
      indexed = data;
    }
    return byId;
  };
}
