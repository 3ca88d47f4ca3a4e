import { i18n } from '@lingui/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import { markSignedOut } from '../record/signed-in';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELETE_MESSAGE, DELETED_NOTICE, SIGNED_OUT_NOTICE } from './account-actions';
import { OFFLINE_MESSAGE, SIGNED_OUT_MESSAGE } from './account-error';
import { UNSUPPORTED_MESSAGE } from './passkey';
import { REMOVE_PASSKEY_MESSAGE } from './remove-passkey';
import { markSignedIn, readSignedIn } from './signed-in';
import { ACCOUNT, ok, serve, visit } from './account-page-support';

describe('/account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('offers Keep my progress without any request while signed out, and says when passkeys are missing', async () => {
    const fetch = serve();
    const user = userEvent.setup();
    visit();
    expect(screen.getByRole('heading', { level: 1, name: 'Keep my progress' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Display name (optional)'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Create an account with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(UNSUPPORTED_MESSAGE));
    expect(screen.getByRole('link', { name: 'enter the pairing code' })).toHaveAttribute('href', '/account/pair');
  });

  it('says offline that account actions need a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    serve();
    visit();
    expect(screen.getByText(/You are offline\. Account actions need a connection/)).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it("takes the account's name from the server for the header (renamed elsewhere, or storage erased)", async () => {
    markSignedIn({ displayName: '' });
    serve(ok(ACCOUNT));
    visit();
    expect(await screen.findByText('Signed in as Ada', { exact: false })).toBeInTheDocument();
    expect(readSignedIn()).toEqual({ displayName: 'Ada' });
  });

  it('lists the passkeys and devices, this one marked, and signs another device out', async () => {
    markSignedIn(ACCOUNT);
    const fetch = serve(ok(ACCOUNT), ok(null), ok({ ...ACCOUNT, devices: [ACCOUNT.devices[1]] }));
    const user = userEvent.setup();
    visit();
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(await screen.findByText('Signed in as Ada', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Passkey 1')).toBeInTheDocument();
    const devices = within(screen.getByRole('heading', { name: 'Signed-in devices' }).parentElement!).getAllByRole(
      'listitem',
    );
    expect(devices.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Chrome on LinuxThis device'),
      expect.stringContaining('Firefox on Android'),
    ]);
    expect(within(devices[0]!).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Sign out Firefox on Android' }));
    await waitFor(() => expect(screen.queryByText('Firefox on Android')).toBeNull());
    expect(fetch).toHaveBeenCalledWith('/api/account/devices/dev-2', expect.objectContaining({ method: 'DELETE' }));
  });

  it('removes a passkey after a confirmation, and offers no Remove for the only one', async () => {
    const second = {
      id: 'cred/2',
      createdAt: '2026-11-22T10:00:00.000Z',
      lastUsedAt: null,
      transports: ['hybrid'],
      thisDevice: false,
    };
    const twoKeys = { ...ACCOUNT, passkeys: [...ACCOUNT.passkeys, second] };
    markSignedIn(twoKeys);
    const fetch = serve(ok(twoKeys), ok(ACCOUNT));
    const user = userEvent.setup();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Remove Passkey 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Passkey 2?' });
    expect(dialog).toHaveTextContent(i18n._(REMOVE_PASSKEY_MESSAGE));
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Remove passkey' }));
    await waitFor(() => expect(screen.queryByText('Passkey 2')).toBeNull());
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/account/passkeys/cred%2F2',
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(
      screen.getByText("The account's only passkey cannot be removed: add another one first."),
    ).toBeInTheDocument();
  });

  it('renames the account, and the header link follows', async () => {
    markSignedIn(ACCOUNT);
    const fetch = serve(ok(ACCOUNT), ok({ ...ACCOUNT, displayName: 'Grace' }));
    const user = userEvent.setup();
    visit();
    const name = await screen.findByLabelText('Display name');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
    await user.clear(name);
    await user.type(name, ' Grace {Enter}');
    expect(await screen.findByText('Display name saved.')).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith(
      '/api/account',
      expect.objectContaining({ method: 'PATCH', body: '{"displayName":"Grace"}' }),
    );
    expect(readSignedIn()).toEqual({ displayName: 'Grace' });
  });

  it('asks before deleting the account, says what goes, and leaves signed out', async () => {
    markSignedIn(ACCOUNT);
    const fetch = serve(ok(ACCOUNT), ok(null));
    const user = userEvent.setup();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent(i18n._(DELETE_MESSAGE));
    expect(fetch).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByText(i18n._(DELETED_NOTICE))).toBeInTheDocument();
    expect(fetch).toHaveBeenLastCalledWith('/api/account', expect.objectContaining({ method: 'DELETE' }));
    expect(readSignedIn()).toBeNull();
  });

  it('signs out this device and says the browser keeps its progress', async () => {
    markSignedIn(ACCOUNT);
    serve(ok(ACCOUNT), ok(null));
    const user = userEvent.setup();
    visit();
    await user.click(await screen.findByRole('button', { name: 'Sign out this device' }));
    expect(await screen.findByText(i18n._(SIGNED_OUT_NOTICE))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Keep my progress' })).toBeInTheDocument();
  });

  it('goes back to Keep my progress, saying why, when the session ended elsewhere', async () => {
    markSignedIn(ACCOUNT);
    serve(new Response(JSON.stringify({ status: false, message: 'Sign in first' }), { status: 401 }));
    visit();
    expect(await screen.findByText(i18n._(SIGNED_OUT_MESSAGE))).toBeInTheDocument();
    expect(readSignedIn()).toBeNull();
  });

  it('says so when something else signs this browser out, such as a 401 to the sync', async () => {
    markSignedIn(ACCOUNT);
    serve(ok(ACCOUNT));
    visit();
    expect(await screen.findByText('Passkey 1')).toBeInTheDocument();
    act(() => markSignedOut());
    expect(screen.getByText(i18n._(SIGNED_OUT_MESSAGE))).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Keep my progress' })).toBeInTheDocument();
  });

  it('keeps the account page offline and offers to try again', async () => {
    markSignedIn(ACCOUNT);
    serve(new TypeError('Failed to fetch'), ok(ACCOUNT));
    const user = userEvent.setup();
    visit();
    expect(await screen.findByRole('alert')).toHaveTextContent(i18n._(OFFLINE_MESSAGE));
    expect(readSignedIn()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Passkey 1')).toBeInTheDocument();
  });
});
