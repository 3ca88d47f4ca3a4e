import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, startTestServer } from '../testing/test-server.js';
import { ANSWERS_PER_NETWORK_PER_DAY, ANSWERS_PER_NETWORK_PER_QUESTION_PER_DAY } from './caps.js';
import { feedbackDb } from './schema.js';

const HOST = 'quiz.test';
const BANK = path.resolve(import.meta.dirname, '../../content');
/** The review's flood (issue 31): about 150 addresses answering every question froze the counts for a day. */
const FLOOD_NETWORKS = 4;
const FLOOD_ADDRESSES_PER_NETWORK = 50;

describe.each(DIALECTS)('a flood of 200 addresses answering every question of the bundled bank, on %s', (dialect) => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ dialect, contentSource: BANK, feedback: { flushIntervalMs: 60_000 } });
  });
  afterAll(() => server.close());

  const send = (ip: string, answers: { questionId: string; option: string; first: boolean }[]) =>
    server.app.inject({
      method: 'POST',
      url: '/api/answers',
      remoteAddress: ip,
      headers: { host: HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({ answers }),
    });

  it('leaves a fresh client counted and visible, and makes no question reach the figures on its own', async () => {
    const topics = server.app.quizStore.data.topics;
    const topic = topics[0]!;
    const target = topic.questions[0]!;
    // The flood answers the target first, then every other question, always with its first option.
    const questions = [target, ...topics.flatMap((t) => t.questions).filter((q) => q !== target)];
    expect(questions.length).toBeGreaterThan(1_000);
    const honest = (i: number) => `198.18.${i}.7`; // one learner per network, as learners mostly are
    for (let i = 1; i <= 19; i++) {
      expect(
        (await send(honest(i), [{ questionId: target.id, option: target.options[1]!, first: true }])).statusCode,
      ).toBe(202);
    }

    const floodAnswers = questions.map((q) => ({ questionId: q.id, option: q.options[0]!, first: true }));
    for (let network = 0; network < FLOOD_NETWORKS; network++) {
      for (let host = 1; host <= FLOOD_ADDRESSES_PER_NETWORK; host++) {
        for (let start = 0; start < floodAnswers.length; start += 50) {
          await send(`10.20.${network}.${host}`, floodAnswers.slice(start, start + 50));
        }
      }
    }
    // One client sending the target again and again counts once.
    const again = Array.from({ length: 50 }, () => floodAnswers[0]!);
    for (let i = 0; i < 5; i++) await send('203.0.113.40', again);

    const fresh = await send('192.0.2.1', [{ questionId: target.id, option: target.options[1]!, first: true }]);
    expect(fresh.json().message).toBe('1 answers received');
    await server.app.feedbackCounter.flush();

    const figures = await server.app.inject({ url: `/api/answers/${topic.id}`, headers: { host: HOST } });
    const floodShare = FLOOD_NETWORKS * ANSWERS_PER_NETWORK_PER_QUESTION_PER_DAY;
    const picks = target.options.map((_, i) => (i === 0 ? floodShare + 1 : i === 1 ? 20 : 0));
    expect(figures.json().data.questions).toEqual([{ id: target.id, learners: 20 + floodShare + 1, picks }]);

    const rows = await feedbackDb(server.db).selectFrom('answer_counts').select(['question_id', 'answers']).execute();
    const others = rows.filter((row) => row.question_id !== target.id).map((row) => Number(row.answers));
    expect(Math.max(...others)).toBeLessThanOrEqual(floodShare);
    expect(others.reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(FLOOD_NETWORKS * ANSWERS_PER_NETWORK_PER_DAY);
  }, 300_000);
});
