import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_KEY } from '../record/signed-in';
import { SyncSlot } from './sync-slot';

const stops: ReturnType<typeof vi.fn>[] = [];
const startSync = vi.fn(() => {
  const stop = vi.fn();
  stops.push(stop);
  return stop;
});
vi.mock('./sync-engine', () => ({ startSync }));

/** Another tab changes the mark: this one hears it as a storage event, as a browser sends it. */
function markFromAnotherTab(value: string) {
  localStorage.setItem(ACCOUNT_KEY, value);
  act(() => window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_KEY, newValue: value })));
}

describe("the header's sync", () => {
  afterEach(() => localStorage.clear());

  it('starts again for a new sign-in heard at once with no signed-out state between (a frozen tab)', async () => {
    localStorage.setItem(ACCOUNT_KEY, 'signed-in:1000');
    render(<SyncSlot />);
    await vi.waitFor(() => expect(startSync).toHaveBeenCalledTimes(1));
    markFromAnotherTab('signed-in:2000');
    await vi.waitFor(() => expect(startSync).toHaveBeenCalledTimes(2));
    expect(stops[0]).toHaveBeenCalled();
  });
});
