import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PairPage } from './pair-page';
import { readSignedIn } from './signed-in';

const ACCOUNT = { id: 'acc-1', displayName: 'Ada', createdAt: '2026-11-20T10:00:00.000Z', passkeys: [], devices: [] };
const EXPIRED =
  'This pairing code is wrong, already used or expired; show a new one on your signed-in device and try again';

function visit() {
  const router = createMemoryRouter(
    [
      { path: '/account/pair', Component: PairPage },
      { path: '/account', element: <p>Account page</p> },
    ],
    { initialEntries: ['/account/pair'] },
  );
  render(<RouterProvider router={router} />);
}

describe('/account/pair', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    history.replaceState(null, '', '/');
  });

  it('asks before signing in with the code of the link that opened it, then signs in once', async () => {
    history.replaceState(null, '', '/account/pair#7KQ4-M2XD-9PHA');
    const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: true, data: ACCOUNT }))));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    visit();
    // Another site may send a learner a link to its own account: nothing is redeemed until they confirm.
    expect(
      await screen.findByText(/Sign this browser in to the account that made this code\? The progress in this browser/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Pairing code')).toHaveValue('7KQ4-M2XD-9PHA');
    expect(window.location.hash).toBe('');
    expect(fetch).not.toHaveBeenCalled();
    expect(readSignedIn()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in to that account' }));
    expect(await screen.findByText('Account page')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith(
      '/api/account/pairing/redeem',
      expect.objectContaining({ body: '{"code":"7KQ4-M2XD-9PHA"}' }),
    );
    expect(readSignedIn()).toEqual({ displayName: 'Ada' });
  });

  it('says a typed code expired or was used, and what to do', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(JSON.stringify({ status: false, message: EXPIRED }), { status: 400 }))),
    );
    const user = userEvent.setup();
    visit();
    const submit = screen.getByRole('button', { name: 'Sign in' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Pairing code'), '7kq4m2xd9pha{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED);
    expect(readSignedIn()).toBeNull();
  });
});
