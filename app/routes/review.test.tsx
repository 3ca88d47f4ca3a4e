import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { progressKey } from '../lib/progress-store';
import { CARDS_KEY } from '../review/cards-signal';
import { routes } from '../routes';

const QUESTION = {
  id: 'q1',
  question: '<p>Which one?</p>',
  options: ['alpha', 'beta', 'gamma', 'delta'],
  correctAnswer: 'beta',
  explanation: 'Because.',
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('gives an answer stored without its review card one, so a mistake is due at once', async () => {
  // As after a page left right after the answer, before the card store had loaded.
  localStorage.setItem(
    progressKey(7),
    JSON.stringify({
      total: 1,
      answers: { q1: { chosen: 'alpha', correct: false, at: 1, first: { chosen: 'alpha', correct: false, at: 1 } } },
    }),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify({ data: { name: 'React', questions: [QUESTION] } })))),
  );
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/review'] })} />);

  expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toBeInTheDocument();
  expect(screen.getByText('From React')).toBeInTheDocument();
  expect(Object.keys(JSON.parse(localStorage.getItem(CARDS_KEY)!) as object)).toEqual(['7']);
});
