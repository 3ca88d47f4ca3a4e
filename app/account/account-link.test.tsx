import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountLink } from './account-link';
import { clearSignedIn, markSignedIn } from './signed-in';

function visit(path = '/') {
  render(
    <RouterProvider router={createMemoryRouter([{ path: '*', Component: AccountLink }], { initialEntries: [path] })} />,
  );
}

describe('the header link to /account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads "Keep my progress" while signed out, the account once signed in, with no request', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    visit();
    expect(screen.getByRole('link', { name: 'Keep my progress' })).toHaveAttribute('href', '/account');
    act(() => markSignedIn({ displayName: 'Ada' }));
    expect(screen.getByRole('link', { name: 'Ada' })).toHaveAttribute('href', '/account');
    act(() => markSignedIn({ displayName: '' }));
    expect(screen.getByRole('link', { name: 'Your account' })).toBeInTheDocument();
    act(() => clearSignedIn());
    expect(screen.getByRole('link', { name: 'Keep my progress' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is marked as the current page on /account', () => {
    visit('/account');
    expect(screen.getByRole('link', { name: 'Keep my progress' })).toHaveAttribute('aria-current', 'page');
  });
});
