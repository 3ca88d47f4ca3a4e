import { postSync } from '../../server/testing/sync-session.js';
import type { SyncBatch } from '../../contract/sync/sync-schema.js';
export type BankQuestion = { topicId: string; id: string; options: string[] };

/** The first `count` questions of the bank a server imported, through its API. */
export async function bankQuestions(port: number, count: number): Promise<BankQuestion[]> {
  const get = async (url: string) =>
    ((await (await fetch(`http://127.0.0.1:${port}${url}`)).json()) as { data: unknown }).data;
  const topics = (await get('/api/quiz')) as { id: number }[];
  const questions: BankQuestion[] = [];
  for (const topic of topics) {
    const { questions: list } = (await get(`/api/quiz/${topic.id}`)) as { questions: Omit<BankQuestion, 'topicId'>[] };
    questions.push(...list.map((question) => ({ ...question, topicId: String(topic.id) })));
  }
  if (questions.length < count) throw new Error(`The bank has ${questions.length} questions, under ${count}`);
  return questions.slice(0, count);
}

/** Uploads each batch to the signed-in account, one after the other; how long each took, in ms. */
export async function uploadAll(port: number, cookie: string, batches: SyncBatch[]): Promise<number[]> {
  const took: number[] = [];
  for (const batch of batches) {
    const started = performance.now();
    const stored = await postSync(port, cookie, batch);
    took.push(performance.now() - started);
    if (stored.status !== 200) throw new Error(`The bench's upload answered ${stored.status}: ${stored.body}`);
  }
  return took;
}
