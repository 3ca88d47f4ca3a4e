import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSignedIn } from '../record/signed-in';
import {
  ACCOUNT_NAME_KEY,
  clearSignedIn,
  markSignedIn,
  readSignedIn,
  SIGNED_IN_KEY,
  subscribeSignedIn,
} from './signed-in';

describe('the sign-in marker, as the account screens see it', () => {
  afterEach(() => localStorage.clear());

  it('is absent for a learner without an account, set after sign-in and gone after sign-out', () => {
    expect(readSignedIn()).toBeNull();
    markSignedIn({ displayName: 'Ada' });
    expect(readSignedIn()).toEqual({ displayName: 'Ada' });
    // The one marker: what app/sync reads.
    expect(isSignedIn()).toBe(true);
    clearSignedIn();
    expect(readSignedIn()).toBeNull();
    expect(isSignedIn()).toBe(false);
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(localStorage.getItem(ACCOUNT_NAME_KEY)).toBeNull();
  });

  it('reads a signed-in browser without a name, and a damaged marker as signed out', () => {
    localStorage.setItem(SIGNED_IN_KEY, 'signed-in:1764150000000');
    expect(readSignedIn()).toEqual({ displayName: '' });
    for (const raw of ['{', 'signed-in:', 'yes']) {
      localStorage.setItem(SIGNED_IN_KEY, raw);
      expect(readSignedIn()).toBeNull();
    }
  });

  it('tells subscribers of a change in this tab and in another', () => {
    const listener = vi.fn();
    const stop = subscribeSignedIn(listener);
    markSignedIn({ displayName: '' });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    clearSignedIn();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
