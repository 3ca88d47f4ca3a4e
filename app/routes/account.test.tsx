import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { routes } from '../routes';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it.each([
  ['/account', 'Keep my progress'],
  ['/account/pair', 'Sign in with a pairing code'],
])('opens %s without a warning in the console', async (path, heading) => {
  const warn = vi.spyOn(console, 'warn');
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  expect(warn.mock.calls.flat().join('\n')).not.toMatch(/does not have an element/);
});
