import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readProgress, summarize } from '../record/progress-store';
import { routes } from '../routes';

const question = (id: string) => ({
  id,
  question: `<p>Question ${id}</p>`,
  options: ['alpha', 'beta', 'gamma', 'delta'],
  correctAnswer: 'beta',
  explanation: `Because ${id}`,
});
const TOPICS = [
  { id: 7, name: 'React', logo: '/logos/react.svg', total: 6 },
  { id: 8, name: 'Git', logo: '/logos/git.svg', total: 2 },
];
const DETAILS: Record<string, unknown> = {
  '7': { name: 'React', questions: ['r1', 'r2', 'r3', 'r4', 'r5', 'r6'].map(question) },
  '8': { name: 'Git', questions: ['g1', 'g2'].map(question) },
};

function serveApi() {
  const fetch = vi.fn((url: string) => {
    const id = /\/api\/quiz\/(\d+)$/.exec(url)?.[1];
    const body = id ? { data: DETAILS[id] } : { data: TOPICS };
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function visit(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

/** Answers the question on screen, right or wrong, and moves on. */
async function answerQuestion(user: ReturnType<typeof userEvent.setup>, right: boolean) {
  await user.click(screen.getByRole('radio', { name: right ? 'beta' : 'gamma' }));
  await user.click(screen.getByRole('button', { name: 'Check answer' }));
  expect(
    await screen.findByText(right ? 'correct' : 'Not quite. The right answer is marked, and why is below.'),
  ).toBeInTheDocument();
  // The pick is marked by an icon and a word, and after a wrong one the right option too.
  expect(screen.getByRole('radio', { name: right ? 'beta' : 'gamma' })).toHaveAccessibleDescription(
    right ? 'Right' : 'Wrong',
  );
  if (!right) expect(screen.getByRole('radio', { name: 'beta' })).toHaveAccessibleDescription('Right answer');
  await user.click(screen.getByRole('button', { name: /^(Next question|See results)$/ }));
}

// Seven questions answered through user-event: more than the default 5 s on a busy machine.
describe('quick quiz', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('runs a round of 5 from one topic, scores it, saves every answer and retries the mistakes', async () => {
    const fetch = serveApi();
    const user = userEvent.setup();
    visit('/quiz?topic=7&count=5');
    expect(await screen.findByRole('combobox', { name: 'Topic' })).toHaveValue('7');
    expect(screen.getByRole('radio', { name: '5' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Start quiz' }));

    for (const [index, right] of [true, false, true, true, false].entries()) {
      const heading = await screen.findByRole('heading', { name: `Question ${index + 1} of 5` });
      // Effects run after paint, so focus moves a moment after the question shows.
      await waitFor(() => expect(heading).toHaveFocus());
      await answerQuestion(user, right);
    }
    const results = await screen.findByRole('heading', { name: 'Results' });
    await waitFor(() => expect(results).toHaveFocus());
    expect(screen.getByText('3 of 5 correct')).toBeInTheDocument();
    expect(screen.getByText(/^Time taken: /)).toBeInTheDocument();
    expect(screen.getAllByText('Wrong')).toHaveLength(2);
    expect(screen.getAllByText('Correct answer:')).toHaveLength(5);
    // Only the one topic asked for was fetched.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/quiz', '/api/quiz/7']);
    expect(summarize(readProgress(7))).toEqual({ total: 6, answered: 5, correct: 3 });

    await user.click(screen.getByRole('button', { name: 'Retry mistakes' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
    await answerQuestion(user, true);
    await answerQuestion(user, true);
    expect(await screen.findByText('2 of 2 correct')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry mistakes' })).toBeNull();
    // The retried questions are right now, but the topic's score counts their first tries.
    expect(summarize(readProgress(7))).toEqual({ total: 6, answered: 5, correct: 3 });
    const putRight = Object.values(readProgress(7).answers).filter((answer) => answer.correct && !answer.first.correct);
    expect(putRight).toHaveLength(2);
  });

  it('keeps its settings in the URL, and falls back with a message on a bad link', async () => {
    serveApi();
    const user = userEvent.setup();
    const router = visit('/quiz?topic=99&count=7&timed=1');
    expect(await screen.findByText('There is no topic 99, so all topics are set.')).toBeInTheDocument();
    expect(screen.getByText('The link\'s count "7" is not 5, 10 or 20, so 10 questions are set.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('all');
    expect(screen.getByRole('checkbox', { name: 'Timed: one minute per question' })).toBeChecked();
    expect(screen.getByText('8 questions (all this topic has), 8 minutes in all.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Git');
    await user.click(screen.getByRole('radio', { name: '20' }));
    await user.click(screen.getByRole('checkbox', { name: 'Timed: one minute per question' }));
    expect(router.state.location.search).toBe('?topic=8&count=20');
    expect(screen.queryByText(/There is no topic/)).toBeNull();
    expect(screen.getByText('2 questions (all this topic has), no time limit.')).toBeInTheDocument();
  });

  it('draws from all topics, fetching only the topics it draws from', async () => {
    const fetch = serveApi();
    const user = userEvent.setup();
    visit('/quiz?topic=all&count=5');
    await user.click(await screen.findByRole('button', { name: 'Start quiz' }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 5' })).toBeInTheDocument();
    const fetched = fetch.mock.calls.map(([url]) => url).slice(1);
    expect(fetched.every((url) => /^\/api\/quiz\/[78]$/.test(url))).toBe(true);
    expect(new Set(fetched).size).toBe(fetched.length);
  });
});
