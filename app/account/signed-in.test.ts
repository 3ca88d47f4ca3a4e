import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_NAME_KEY,
  clearSignedIn,
  markSignedIn,
  readSignedIn,
  SIGNED_IN_KEY,
  subscribeSignedIn,
} from './signed-in';

describe('the sign-in marker', () => {
  afterEach(() => localStorage.clear());

  it('is absent for a learner without an account, set after sign-in and gone after sign-out', () => {
    expect(readSignedIn()).toBeNull();
    markSignedIn({ displayName: 'Ada' });
    expect(readSignedIn()).toEqual({ displayName: 'Ada' });
    // The value app/sync checks.
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBe('signed-in');
    clearSignedIn();
    expect(readSignedIn()).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
    expect(localStorage.getItem(ACCOUNT_NAME_KEY)).toBeNull();
  });

  it('reads a signed-in browser without a name, and a damaged marker as signed out', () => {
    localStorage.setItem(SIGNED_IN_KEY, 'signed-in');
    expect(readSignedIn()).toEqual({ displayName: '' });
    for (const raw of ['{', 'yes', '']) {
      localStorage.setItem(SIGNED_IN_KEY, raw);
      expect(readSignedIn()).toBeNull();
    }
  });

  it('tells subscribers of a change in this tab, through a storage event, and in another', () => {
    const listener = vi.fn();
    const anyStorageListener = vi.fn();
    const stop = subscribeSignedIn(listener);
    window.addEventListener('storage', anyStorageListener);
    markSignedIn({ displayName: '' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(anyStorageListener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'quiz-dojo:theme' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.removeEventListener('storage', anyStorageListener);
    clearSignedIn();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
