import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CODE_LICENSE, CONTENT_LICENSE } from '../../contract/license';
import { englishIn, inPseudoLocale } from '../i18n/pseudo-english';
import { apiAnsweredMessage, MALFORMED_MESSAGE, UNREACHABLE_MESSAGE } from '../lib/api-messages';
import { CHUNK_FAILED_MESSAGE } from '../lib/chunk-loader';
import { routeError } from '../lib/route-error';
import { ErrorPage } from './error-page';

/** The footer's licence names, which are no message of ours (as in server/web/page-locale.test.ts). */
const NAMES = [CONTENT_LICENSE.attribution, CONTENT_LICENSE.name, CODE_LICENSE.name];

function visit(path: string, loader?: () => never) {
  const router = createMemoryRouter([{ path: '/', errorElement: <ErrorPage />, loader, element: <p>Home</p> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

/** Issue 35: the error page says the app's own errors, and the HTTP status texts, from the catalogs. */
describe('the error page in the pseudo-locale', () => {
  let restore: () => void;
  beforeEach(async () => {
    restore = await inPseudoLocale();
  });
  afterEach(() => restore());

  it.each([
    ['the API unreachable', routeError(503, 'Service Unavailable', UNREACHABLE_MESSAGE)],
    ['the API answer malformed', routeError(502, 'Bad Gateway', MALFORMED_MESSAGE)],
    ['a chunk that failed', routeError(503, 'Service Unavailable', CHUNK_FAILED_MESSAGE)],
    ['an API error without words', routeError(500, '', apiAnsweredMessage(500))],
    ['an API error with its status text only', routeError(429, 'Too Many Requests', 'Too Many Requests')],
  ])('shows %s without English', async (_, error) => {
    visit('/', () => {
      throw error;
    });
    await screen.findByRole('heading', { level: 1 });
    expect(englishIn(document.body, NAMES)).toEqual([]);
  });

  it("shows the router's 404 without English", async () => {
    visit('/nowhere');
    await screen.findByRole('heading', { level: 1 });
    expect(englishIn(document.body, NAMES)).toEqual([]);
  });
});
