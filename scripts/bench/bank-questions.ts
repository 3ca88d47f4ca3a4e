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
