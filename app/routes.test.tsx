import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPage } from '../contract/pages';
import { NOT_SAVED_MESSAGE } from './lib/worker-messages';
import { routes } from './routes';
import { startRecord } from './record/start-record';

/** An answer time in the bounds every stored time must keep (app/lib/time-bounds.ts). */
const ANSWERED_AT = Date.UTC(2026, 0, 5, 9);

function serve(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status }))),
  );
}

function visit(path: string) {
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

async function expectErrorPage(message: string, status: string) {
  expect(await screen.findByRole('heading', { name: 'Oh no! An Error Found!' })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByText(status)).toHaveClass('text-red-700');
  expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
}

describe('routes', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(['/', '/home'])('shows the landing page on %s', (path) => {
    visit(path);
    expect(screen.getByRole('heading', { level: 1, name: 'Test Your Coding Skill' })).toBeInTheDocument();
    expect(screen.getByText('New Quiz')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/topics');
    expect(screen.getByRole('link', { name: 'Quiz Dojo' })).toHaveAttribute('href', '/');
  });

  // The server answers 404 for a path not in contract/pages.ts, so a screen missing there would
  // open from a link but answer 404 when reloaded (as /review once did).
  it.each(routes[0]!.children!.map((route) => route.path ?? ''))(
    'the server knows the page of route "%s" and hints its chunk',
    (path) => {
      const page = findPage(`/${path.replace(':id', '1')}`);
      expect(page).toBeDefined();
      expect(page?.chunk).toBe(path === '' || path === 'home' ? undefined : path.replace('/:id', ''));
    },
  );

  it('shows the router 404 for an unknown route', async () => {
    visit('/nowhere');
    await expectErrorPage('Not Found', '404');
  });

  it('shows the router 405 for a form submission to a route without an action', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/home', { formMethod: 'post', formData: new FormData() }));
    await expectErrorPage('Method Not Allowed', '405');
  });

  it('lists the topics from the API', async () => {
    serve({ data: [{ id: 7, name: 'React', logo: '/logos/react.svg', total: 12 }] });
    visit('/topics');
    expect(await screen.findByRole('heading', { name: 'React' })).toBeInTheDocument();
    expect(screen.getByText('Total Quiz: 12')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'React' })).toHaveAttribute('width', '64');
    expect(screen.getByRole('link', { name: 'Start Practice' })).toHaveAttribute('href', '/topic/7');
  });

  it('shows a topic with numbered questions and their count', async () => {
    const question = { id: 'q', question: '<p>Pick b</p>', options: ['a', 'b', 'c', 'd'], correctAnswer: 'b' };
    serve({ data: { name: 'React', questions: [question, { ...question, id: 'q2' }] } });
    visit('/topic/7');
    expect(await screen.findByRole('heading', { name: 'Quiz of React' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Quiz 2: Pick b' })).toBeInTheDocument();
    expect(screen.getByText('Total Quiz: 2')).toBeInTheDocument();
  });

  it('restores the stored answers of a topic and its score, ignoring removed questions', async () => {
    const question = { id: 'q', question: '<p>Pick b</p>', options: ['a', 'b', 'c', 'd'], correctAnswer: 'b' };
    serve({ data: { name: 'React', questions: [question, { ...question, id: 'q2' }] } });
    localStorage.setItem(
      'quiz-dojo:progress:v3:7',
      JSON.stringify({
        total: 3,
        answers: {
          q: { chosen: 'b', correct: true, at: ANSWERED_AT, first: { chosen: 'b', correct: true, at: ANSWERED_AT } },
          gone: {
            chosen: 'a',
            correct: false,
            at: ANSWERED_AT,
            first: { chosen: 'a', correct: false, at: ANSWERED_AT },
          },
        },
      }),
    );
    await startRecord();
    visit('/topic/7');
    expect(await screen.findByText('1 of 2 correct, 1 answered')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Topic progress' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getAllByRole('radio', { checked: true })).toHaveLength(1);
    expect(screen.getByText('correct')).toBeInTheDocument();
    localStorage.clear();
  });

  it('never renders hostile question HTML: the loader reduces it to the allowlist', async () => {
    const hostile = '<img src=x onerror="alert(1)"><script>alert(2)</script><p class="x">Hi</p>';
    serve({
      data: {
        name: 'React',
        questions: [{ id: 'q', question: hostile, options: ['a', 'b', 'c', 'd'], correctAnswer: 'b' }],
      },
    });
    visit('/topic/7');
    expect(await screen.findByRole('radiogroup', { name: 'Quiz 1: Hi' })).toBeInTheDocument();
    expect(document.querySelector('img, script, [class="x"], [onerror]')).toBeNull();
  });

  it("shows the API's 404 for an unknown topic", async () => {
    serve({ status: false, message: 'No topic with id 99', data: null }, 404);
    visit('/topic/99');
    await expectErrorPage('No topic with id 99', '404');
  });

  it('offline, a topic the worker never saved gets its own calm page, not the error page', async () => {
    serve({ status: false, message: NOT_SAVED_MESSAGE, data: null }, 503);
    visit('/topic/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not saved for offline use' })).toBeInTheDocument();
    expect(screen.queryByText('Oh no! An Error Found!')).toBeNull();
    expect(screen.queryByText('503')).toBeNull();
    expect(screen.getByText(/Open it once while online/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to topics' })).toHaveAttribute('href', '/topics');
  });

  it("keeps the error page for a 503 that is not the worker's", async () => {
    serve({ status: false, message: 'The database is not ready', data: null }, 503);
    visit('/topic/5');
    await expectErrorPage('The database is not ready', '503');
  });

  it('shows a malformed payload as 502', async () => {
    serve({ data: { questions: 'none' } });
    visit('/topic/1');
    await expectErrorPage('The quiz API sent data in an unexpected format', '502');
  });

  it('shows statistics from the API counts and the answers stored in this browser', async () => {
    serve({ data: [{ id: 7, name: 'React', logo: '/logos/react.svg', total: 4 }] });
    localStorage.setItem(
      'quiz-dojo:progress:v3:7',
      JSON.stringify({
        total: 4,
        answers: {
          a: { chosen: 'x', correct: true, at: ANSWERED_AT, first: { chosen: 'x', correct: true, at: ANSWERED_AT } },
          b: { chosen: 'y', correct: false, at: ANSWERED_AT, first: { chosen: 'y', correct: false, at: ANSWERED_AT } },
        },
      }),
    );
    await startRecord();
    visit('/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'React 4 2 1 50%' })).toBeInTheDocument();
    expect(screen.getByText('2 of 4')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Questions per topic: React 4, 2 answered/ })).toBeInTheDocument();
    localStorage.clear();
  });

  it('shows the blog with its three questions, the first open', async () => {
    visit('/blog');
    const first = await screen.findByRole('button', { name: 'What is the purpose of react router?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'How does Context API works?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByRole('button', { name: 'What is useRef in react?' })).toHaveAttribute('aria-expanded', 'false');
  });
});
