import { i18n } from '@lingui/core';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markSignedOut } from '../record/signed-in';
import { ACCOUNT_DELETED_MESSAGE } from './account-error';
import { deviceNames } from './account-lists';
import { ACCOUNT, ok, serve, visit } from './account-page-support';
import { markSignedIn, readSignedIn } from './signed-in';

const passkeyItems = async () =>
  within((await screen.findByRole('heading', { name: 'Passkeys' })).parentElement!).getAllByRole('listitem');
const deleted = () =>
  new Response(JSON.stringify({ status: false, message: 'deleted', data: { reason: 'account-deleted' } }), {
    status: 401,
  });

/** Issue 32: what the account page says must be true, and say which device each button acts on. */
describe('/account says', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('"on this device" only for a passkey this device made or signed in with', async () => {
    const paired = { ...ACCOUNT, passkeys: [{ ...ACCOUNT.passkeys[0]!, thisDevice: false }, ACCOUNT.passkeys[0]!] };
    markSignedIn(ACCOUNT);
    serve(ok(paired));
    visit();
    const [other, here] = await passkeyItems();
    expect(other).toHaveTextContent(/^Passkey 1 on the device that added it/);
    expect(here).toHaveTextContent(/^Passkey 2 on this device/);
  });

  it('which device each Sign out button signs out, in its words and its name', async () => {
    const twins = { ...ACCOUNT, devices: [...ACCOUNT.devices, { ...ACCOUNT.devices[0]!, id: 'dev-3' }] };
    markSignedIn(ACCOUNT);
    serve(ok(twins));
    visit();
    await screen.findByText('Signed in as Ada', { exact: false });
    const names = screen.getAllByRole('button', { name: /^Sign out/ }).map((button) => button.textContent);
    expect(names.sort()).toEqual([
      'Sign out Firefox on Android (1)',
      'Sign out Firefox on Android (2)',
      'Sign out all devices',
      'Sign out this device',
    ]);
    for (const name of names) expect(screen.getByRole('button', { name: name! })).toHaveTextContent(name!);
  });

  it('that the account was deleted, when the server says so to this device', async () => {
    markSignedIn(ACCOUNT);
    serve(deleted());
    visit();
    expect(await screen.findByText(i18n._(ACCOUNT_DELETED_MESSAGE))).toBeInTheDocument();
    expect(readSignedIn()).toBeNull();
  });

  it('that the account was deleted, when the sync heard it, while open or opened later', async () => {
    markSignedIn(ACCOUNT);
    serve(ok(ACCOUNT));
    visit();
    await screen.findByText('Signed in as Ada', { exact: false });
    act(() => markSignedOut('account-deleted'));
    expect(screen.getByText(i18n._(ACCOUNT_DELETED_MESSAGE))).toBeInTheDocument();
    document.body.replaceChildren();
    visit();
    expect(screen.getByText(i18n._(ACCOUNT_DELETED_MESSAGE))).toBeInTheDocument();
  });
});

describe('deviceNames', () => {
  it('numbers the names two devices share, and names a device without a label', () => {
    expect(deviceNames([{ label: 'Chrome on Linux' }, { label: '' }, { label: 'Chrome on Linux' }])).toEqual([
      'Chrome on Linux (1)',
      'A browser',
      'Chrome on Linux (2)',
    ]);
  });
});
