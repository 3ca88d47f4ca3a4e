import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, vi } from 'vitest';
import { AccountPage } from './account-page';

/** Tests of /account: an account as the server answers it, a fetch that answers in turn, the page. */
export const ACCOUNT = {
  id: 'acc-1',
  displayName: 'Ada',
  createdAt: '2026-11-20T10:00:00.000Z',
  passkeys: [
    {
      id: 'cred-1',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastUsedAt: null,
      transports: ['internal'],
      thisDevice: true,
    },
  ],
  devices: [
    {
      id: 'dev-2',
      label: 'Firefox on Android',
      createdAt: '2026-11-21T10:00:00.000Z',
      lastSeenAt: '2026-11-25T10:00:00.000Z',
      expiresAt: '2026-12-25T10:00:00.000Z',
      current: false,
    },
    {
      id: 'dev-1',
      label: 'Chrome on Linux',
      createdAt: '2026-11-20T10:00:00.000Z',
      lastSeenAt: '2026-11-26T10:00:00.000Z',
      expiresAt: '2026-12-26T10:00:00.000Z',
      current: true,
    },
  ],
};
export const ok = (data: unknown) => new Response(JSON.stringify({ status: true, message: 'ok', data }));

/** Answers each request in turn; records what was asked. */
export function serve(...answers: (Response | Error)[]) {
  const fetch = vi.fn(() => {
    const next = answers.shift() ?? new Error('no more answers');
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

export function visit() {
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/account', Component: AccountPage }], { initialEntries: ['/account'] })}
    />,
  );
}

beforeAll(() => {
  // jsdom has no modal dialogs.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
