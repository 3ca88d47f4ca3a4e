import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSignedIn, markSignedIn, readSignedIn, SIGNED_IN_KEY, subscribeSignedIn } from './signed-in';

describe('the sign-in marker', () => {
  afterEach(() => localStorage.clear());

  it('is absent for a learner without an account, set after sign-in and gone after sign-out', () => {
    expect(readSignedIn()).toBeNull();
    markSignedIn({ id: 'acc-1', displayName: 'Ada' }, 1_000);
    expect(readSignedIn()).toEqual({ accountId: 'acc-1', displayName: 'Ada', since: 1_000 });
    clearSignedIn();
    expect(readSignedIn()).toBeNull();
    expect(localStorage.getItem(SIGNED_IN_KEY)).toBeNull();
  });

  it('keeps the time of the first sign-in when the same account signs in again, not for another account', () => {
    markSignedIn({ id: 'acc-1', displayName: '' }, 1_000);
    markSignedIn({ id: 'acc-1', displayName: 'Renamed' }, 2_000);
    expect(readSignedIn()).toMatchObject({ displayName: 'Renamed', since: 1_000 });
    markSignedIn({ id: 'acc-2', displayName: '' }, 3_000);
    expect(readSignedIn()).toMatchObject({ accountId: 'acc-2', since: 3_000 });
  });

  it('reads a damaged value as signed out', () => {
    for (const raw of ['{', '"text"', '{"accountId":""}', '{"accountId":"a"}', 'null']) {
      localStorage.setItem(SIGNED_IN_KEY, raw);
      expect(readSignedIn()).toBeNull();
    }
  });

  it('tells subscribers of a change in this tab and in another', () => {
    const listener = vi.fn();
    const stop = subscribeSignedIn(listener);
    markSignedIn({ id: 'acc-1', displayName: '' });
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'quiz-dojo:theme' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    clearSignedIn();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
