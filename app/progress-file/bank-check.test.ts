import { afterEach, expect, it, vi } from 'vitest';

const TOPIC = {
  id: 2,
  name: 'Topic 2',
  logo: '/logos/t.svg',
  total: 2,
  questions: [
    { id: 'q1', question: '<p>?</p>', options: ['a', 'b', 'c', 'd'], correctAnswer: 'b' },
    { id: 'q2', question: '<p>?</p>', options: ['a', 'b', 'c', 'd'], correctAnswer: 'c' },
  ],
};

vi.mock('../lib/api', () => ({
  fetchTopics: async () => [{ id: 2, name: 'Topic 2', logo: '/logos/t.svg', total: 2 }],
  fetchTopic: async () => TOPIC,
}));

afterEach(() => vi.restoreAllMocks());

const AT = Date.UTC(2026, 2, 2, 9);

it('judges an imported answer and its first try against today’s key, the first try being what the score counts', async () => {
  const { checkAgainstBank } = await import('./bank-check');
  const checked = await checkAgainstBank({
    format: 'quiz-dojo-progress',
    version: 2,
    exportedAt: new Date(AT).toISOString(),
    topics: {
      2: {
        total: 9,
        answers: {
          // Marked right in the file, though a is not today's answer.
          q1: { chosen: 'b', correct: true, at: AT, first: { chosen: 'a', correct: true, at: AT - 1_000 } },
          'made-up': { chosen: 'a', correct: true, at: AT, first: { chosen: 'a', correct: true, at: AT } },
        },
      },
      77: {
        total: 1,
        answers: { x: { chosen: 'a', correct: true, at: AT, first: { chosen: 'a', correct: true, at: AT } } },
      },
    },
    cards: {},
    activity: {},
  });
  if (!checked.ok) throw new Error(checked.message);
  expect(checked.file.topics).toEqual({
    2: {
      total: 2,
      answers: { q1: { chosen: 'b', correct: true, at: AT, first: { chosen: 'a', correct: false, at: AT - 1_000 } } },
    },
  });
  expect(checked.leftOut).toBe(2);
});
