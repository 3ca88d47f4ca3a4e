import { t } from '@lingui/core/macro';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { englishIn, inPseudoLocale } from '../i18n/pseudo-english';
import { ACCOUNT, ok, serve, visit } from './account-page-support';
import { PairPage } from './pair-page';
import { markSignedIn } from './signed-in';
import { formatDate } from './ui';

/** Two passkeys (so each can be removed), one used, on the devices' several kinds of transport. */
const FULL = {
  ...ACCOUNT,
  passkeys: [
    { ...ACCOUNT.passkeys[0]!, transports: ['internal', 'hybrid'] },
    {
      ...ACCOUNT.passkeys[0]!,
      id: 'cred-2',
      lastUsedAt: '2026-11-24T10:00:00.000Z',
      transports: ['usb', 'nfc', 'ble'],
    },
  ],
};
/** What the server and Intl (in the active locale) write, which no catalog holds: names, devices' labels, dates. */
const data = () => [
  'Ada',
  ...FULL.devices.map((device) => device.label),
  ...[FULL.createdAt, FULL.passkeys[1]!.lastUsedAt!, ...FULL.devices.flatMap((d) => [d.createdAt, d.lastSeenAt])].map(
    formatDate,
  ),
  new Date(FULL.createdAt).toLocaleDateString('en-XA'),
];

/** Issue 35: in the pseudo-locale, every word the account screens show comes from the catalogs. */
describe('the account screens in the pseudo-locale', () => {
  let restore: () => void;
  beforeEach(async () => {
    restore = await inPseudoLocale();
  });
  afterEach(() => {
    restore();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('/account signed out, with its error, shows no English', async () => {
    serve();
    const user = userEvent.setup();
    visit();
    await user.click(screen.getByRole('button', { name: t`Create an account with a passkey` }));
    await screen.findByRole('alert');
    expect(englishIn(document.body)).toEqual([]);
  });

  it('/account signed in, with a pairing code shown, shows no English but the data', async () => {
    markSignedIn(FULL);
    const pairing = {
      code: '7KQ4-M2XD-9PHA',
      link: 'https://quiz.test/account/pair#7KQ4M2XD9PHA',
      expiresAt: '2999-01-01T00:00:00.000Z',
    };
    serve(ok(FULL), ok(pairing));
    const user = userEvent.setup();
    visit();
    await user.click(await screen.findByRole('button', { name: t`Show a pairing code` }));
    await screen.findByRole('img');
    expect(englishIn(document.body, [...data(), pairing.code, pairing.link])).toEqual([]);
  });

  it('/account/pair, opened by a pairing link, shows no English', async () => {
    history.replaceState(null, '', '/account/pair#7KQ4-M2XD-9PHA');
    const router = createMemoryRouter([{ path: '/account/pair', Component: PairPage }], {
      initialEntries: ['/account/pair'],
    });
    render(<RouterProvider router={router} />);
    await screen.findByRole('button', { name: t`Sign in to that account` });
    expect(englishIn(document.body)).toEqual([]);
    history.replaceState(null, '', '/');
  });
});
