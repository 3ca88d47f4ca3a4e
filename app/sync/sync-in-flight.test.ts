import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { mergeBatches } from '../../contract/sync/merge';
import { progressView, resetTimes } from '../../contract/sync/progress-view';
import type { SyncBatch } from '../../contract/sync/sync-schema';
import { recordActivity } from '../stats/activity-store';
import { markSignedIn } from './signed-in';
import { SEND_AFTER_MS, startSync } from './sync-engine';
import { syncStatus } from './sync-status-store';

let stop = () => {};
let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  visibility = 'visible';
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

it('sends a change made while a pull is on its way within seconds, even once the page is hidden', async () => {
  let state = mergeBatches();
  const uploads: SyncBatch[] = [];
  let hold: Promise<void> = Promise.resolve();
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    await hold;
    if (init.body) {
      const batch = JSON.parse(init.body as string) as SyncBatch;
      uploads.push(batch);
      state = mergeBatches(state, batch);
    }
    const data = { ...progressView(state), resets: resetTimes(state), records: 0, maxRecords: 100_000 };
    return new Response(JSON.stringify({ status: true, message: 'Synced', data }), { status: 200 });
  });
  markSignedIn();
  stop = startSync(fetch);
  await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
  let arrive = () => {};
  hold = new Promise((resolve) => (arrive = resolve));
  // A pull is on its way (the window got the focus) when the learner answers, then locks the phone.
  window.dispatchEvent(new Event('focus'));
  await vi.waitFor(() => expect(syncStatus().phase).toBe('syncing'));
  recordActivity(true, new Date());
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  arrive();
  await vi.advanceTimersByTimeAsync(SEND_AFTER_MS + 100);
  await vi.waitFor(() => expect(uploads.some((batch) => batch.days?.[0]?.answered === 1)).toBe(true));
});
