import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { NOT_SAVED_MESSAGE } from '../lib/worker-messages';
import { changeRecord, currentRecord } from '../record/learner-record';
import { readCards } from '../record/card-store';
import type { StoredCard } from '../record/card-schema';
import { TOPIC_FETCHES_AT_ONCE } from '../lib/in-pool';
import { emptyCard } from '../record/scheduler';
import { routes } from '../routes';

const QUESTION = {
  id: 'q1',
  question: '<p>Which one?</p>',
  options: ['alpha', 'beta', 'gamma', 'delta'],
  correctAnswer: 'beta',
  explanation: 'Because.',
};
const summary = (id: number) => ({ id, name: `Topic ${id}`, logo: `/logos/${id}.svg`, total: 30 });
const json = (body: unknown, init?: ResponseInit) => new Response(JSON.stringify(body), init);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Cards in the learner's record, by topic and question. */
function seedCards(cards: Record<string, Record<string, StoredCard>>) {
  const bases = Object.entries(cards).flatMap(([topicId, topic]) =>
    Object.entries(topic).map(([questionId, card]) => ({ topicId, questionId, card })),
  );
  return changeRecord({ put: { bases } });
}
const cardTopics = () => Object.keys(readCards()).sort((a, b) => Number(a) - Number(b));

const visitReview = () =>
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/review'] })} />);

/**
 * Topic `id` has questions q1 .. q30; the API lists `listed`, and `topicAnswer` may stand in for a topic's answer.
 * A `no-store` list request (past the offline worker) gets `fresh` instead, or fails when it is 'unreachable'.
 */
function serveApi(
  listed: number[],
  topicAnswer?: (id: number) => Response | undefined,
  fresh: number[] | 'unreachable' = listed,
) {
  const requests: string[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const noStore = init?.cache === 'no-store';
      requests.push(noStore ? `${url} (no-store)` : url);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
      if (url === '/api/quiz' && noStore && fresh === 'unreachable') throw new TypeError('Failed to fetch');
      if (url === '/api/quiz')
        return json({ data: (noStore && fresh !== 'unreachable' ? fresh : listed).map(summary) });
      const id = Number(url.split('/').at(-1));
      const questions = Array.from({ length: 30 }, (_, index) => ({ ...QUESTION, id: `q${index + 1}` }));
      return topicAnswer?.(id) ?? json({ data: { name: `Topic ${id}`, questions } });
    }),
  );
  return { requests, mostInFlight: () => mostInFlight };
}

it('gives an answer stored without its review card one, so a mistake is due at once', async () => {
  const ANSWERED = Date.now() - 60_000;
  // As after a page left right after the answer, before the card store had loaded.
  const first = { chosen: 'alpha', correct: false, at: ANSWERED };
  void changeRecord({
    put: { answers: [{ topicId: '7', questionId: 'q1', ...first, first }] },
    meta: { ...currentRecord().meta, totals: { '7': 1 } },
  });
  serveApi([7]);
  visitReview();

  expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toBeInTheDocument();
  expect(screen.getByText('From Topic 7')).toBeInTheDocument();
  expect(cardTopics()).toEqual(['7']);
});

it('numbers a review card as its topic page does, not by its place in the round', async () => {
  const due = emptyCard(new Date(Date.now() - 60_000));
  void seedCards({ 7: { q2: due } });
  serveApi([7]);
  visitReview();

  expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toBeInTheDocument();
  expect(screen.getByText('Quiz 2:')).toBeInTheDocument();
  expect(screen.queryByText('Quiz 1:')).not.toBeInTheDocument();
});

it('drops the cards of topics the API does not list without a request each, keeping the real ones', async () => {
  const due = emptyCard(new Date(Date.now() - 60_000));
  const cards: Record<string, Record<string, StoredCard>> = { 7: { q1: due } };
  // 2,000 cards under 200 made-up topic ids, as a crafted file or a bad sync could leave them.
  for (let topic = 1000; topic < 1200; topic++)
    cards[topic] = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`made-up-${index}`, due]));
  void seedCards(cards);
  const api = serveApi([7]);
  visitReview();

  expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toBeInTheDocument();
  expect(api.requests).toEqual(['/api/quiz', '/api/quiz (no-store)', '/api/quiz/7']);
  expect(cardTopics()).toEqual(['7']);
});

it('keeps the cards of a topic a kept list lacks when the API lists it, and asks for it', async () => {
  const due = emptyCard(new Date(Date.now() - 60_000));
  // Topic 8 was added after the offline worker kept the list that the first request gets.
  void seedCards({ 7: { q1: due }, 8: { q1: due } });
  const api = serveApi([7], undefined, [7, 8]);
  visitReview();

  expect(await screen.findByRole('heading', { name: 'Question 1 of 2' })).toBeInTheDocument();
  expect(api.requests).toEqual(['/api/quiz', '/api/quiz (no-store)', '/api/quiz/7', '/api/quiz/8']);
  expect(cardTopics()).toEqual(['7', '8']);
});

it('leaves the cards of an unlisted topic out of the round but keeps them when the API cannot be reached', async () => {
  const due = emptyCard(new Date(Date.now() - 60_000));
  void seedCards({ 7: { q1: due }, 8: { q1: due } });
  const api = serveApi([7], undefined, 'unreachable');
  visitReview();

  expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toBeInTheDocument();
  expect(api.requests).toEqual(['/api/quiz', '/api/quiz (no-store)', '/api/quiz/7']);
  expect(cardTopics()).toEqual(['7', '8']);
});

it('offline, reviews the topics kept here and names the one that is not, keeping its cards', async () => {
  const due = emptyCard(new Date(Date.now() - 60_000));
  void seedCards({ 7: { q1: due }, 8: { q1: due, q2: due } });
  // The offline worker's answer for a topic it never kept (app/offline/sw.ts).
  const notSaved = json({ status: false, message: NOT_SAVED_MESSAGE, data: null }, { status: 503 });
  serveApi([7, 8], (id) => (id === 8 ? notSaved : undefined));
  visitReview();

  expect(await screen.findByRole('heading', { name: 'Question 1 of 1' })).toBeInTheDocument();
  expect(screen.getByText('From Topic 7')).toBeInTheDocument();
  expect(
    screen.getByText(/^Not in this round: the questions due from Topic 8, which could not be loaded/),
  ).toBeVisible();
  expect(cardTopics()).toEqual(['7', '8']);
});

it('says which topics wait, not "All caught up", when every due card is of a topic not kept', async () => {
  const due = emptyCard(new Date(Date.now() - 60_000));
  void seedCards({ 8: { q1: due }, 9: { q1: due } });
  serveApi([8, 9], () => json({ status: false, message: NOT_SAVED_MESSAGE, data: null }, { status: 503 }));
  visitReview();

  expect(await screen.findByText(/^Not in this round: the questions due from Topic 8 and Topic 9/)).toBeVisible();
  expect(screen.queryByText(/All caught up/)).toBeNull();
});

it('fetches only the topics of the round, a few at a time', async () => {
  // Ten topics with three due cards each: the 20 most overdue are in topics 1 to 7.
  const cards: Record<string, Record<string, StoredCard>> = {};
  for (let topic = 1; topic <= 10; topic++)
    for (let index = 1; index <= 3; index++)
      (cards[topic] ??= {})[`q${index}`] = emptyCard(new Date(Date.UTC(2026, 0, topic, index)));
  void seedCards(cards);
  const api = serveApi([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  visitReview();

  expect(await screen.findByRole('heading', { name: 'Question 1 of 20' })).toBeInTheDocument();
  expect(api.requests).toEqual(['/api/quiz', ...[1, 2, 3, 4, 5, 6, 7].map((id) => `/api/quiz/${id}`)]);
  expect(api.mostInFlight()).toBe(TOPIC_FETCHES_AT_ONCE);
});

it('says calmly when the API asks to wait long (429), with no error page and no card lost', async () => {
  void seedCards({ 7: { q1: emptyCard(new Date(Date.now() - 60_000)) } });
  const before = readCards();
  serveApi([7], () =>
    json(
      { status: false, message: 'Too many requests', data: null },
      { status: 429, headers: { 'Retry-After': '42' } },
    ),
  );
  visitReview();

  expect(await screen.findByText(/asks to wait a little.*try again in 42 seconds/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import progress' })).toBeInTheDocument();
  expect(readCards()).toBe(before);
});

it('waits out a short Retry-After and shows the round', async () => {
  void seedCards({ 7: { q1: emptyCard(new Date(Date.now() - 60_000)) } });
  let refused = 0;
  const api = serveApi([7], () =>
    refused++ === 0
      ? json({ message: 'Too many requests' }, { status: 429, headers: { 'Retry-After': '1' } })
      : undefined,
  );
  visitReview();

  expect(await screen.findByRole('heading', { name: 'Question 1 of 1' }, { timeout: 5000 })).toBeInTheDocument();
  expect(api.requests).toEqual(['/api/quiz', '/api/quiz/7', '/api/quiz/7']);
});
