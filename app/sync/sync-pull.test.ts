import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeBatches } from '../../contract/sync/merge';
import { progressView, resetTimes } from '../../contract/sync/progress-view';
import type { SyncBatch } from '../../contract/sync/sync-schema';
import { readStored } from '../record/stored-progress';
import { countAnswer } from '../record/activity-store';
import { RecordDraft } from '../record/record-draft';
import { readSyncState, syncStateFor, writeSyncState } from '../record/outbox';
import { markSignedIn } from '../record/signed-in';
import { PULL_EVERY_MS, SEND_AFTER_MS, startSync } from './sync-engine';
import { syncStatus } from './sync-status-store';

/** An account on a server that tags its view by a version, as GET /api/sync does. */
function taggingServer() {
  let state = mergeBatches();
  let version = 0;
  const server = {
    requests: [] as { method: string; ifNoneMatch: string | null }[],
    /** Another device's upload: the account changes, and so does its tag (unless `keepTag`). */
    upload(batch: SyncBatch, keepTag = false) {
      state = mergeBatches(state, batch);
      if (!keepTag) version++;
    },
    tag: () => `W/"v${version}"`,
    fetch: vi.fn(async (_url: string, init: RequestInit) => {
      const ifNoneMatch = new Headers(init.headers).get('if-none-match');
      server.requests.push({ method: init.method ?? 'GET', ifNoneMatch });
      if (init.body) server.upload(JSON.parse(init.body as string) as SyncBatch);
      const headers = { etag: server.tag(), 'content-type': 'application/json' };
      if (init.method === 'GET' && ifNoneMatch === server.tag()) return new Response(null, { status: 304, headers });
      const data = { ...progressView(state), resets: resetTimes(state), records: 0, maxRecords: 100_000 };
      return new Response(JSON.stringify({ status: true, message: 'Synced', data }), { status: 200, headers });
    }),
  };
  return server;
}

const T = Date.now() - 60_000;
const laptopAnswer = (questionId: string): SyncBatch => ({
  answers: [
    { topicId: '2', questionId, chosen: 'C', correct: true, at: T, first: { chosen: 'C', correct: true, at: T } },
  ],
});
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

async function started() {
  const server = taggingServer();
  markSignedIn();
  stop = startSync(server.fetch);
  await vi.waitFor(() => expect(server.requests).toHaveLength(1));
  await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
  return server;
}

const answered = () => Object.keys(readStored().topics['2']?.answers ?? {}).sort();

describe('sync pulls', () => {
  it('send the last tag in If-None-Match; a 304 applies nothing but still says synced just now', async () => {
    const server = await started();
    expect(server.requests[0]).toEqual({ method: 'GET', ifNoneMatch: null });
    expect(readSyncState().etag).toBe('W/"v0"');
    // The account changes without its tag moving: only a client that trusts the 304 misses it.
    server.upload(laptopAnswer('q9'), true);
    const before = syncStatus();
    await vi.advanceTimersByTimeAsync(PULL_EVERY_MS + 100);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    expect(server.requests[1]).toEqual({ method: 'GET', ifNoneMatch: 'W/"v0"' });
    await vi.waitFor(() => expect(syncStatus()).not.toBe(before));
    const now = syncStatus();
    expect(now.phase === 'synced' && before.phase === 'synced' && now.at > before.at).toBe(true);
    expect(answered()).toEqual([]);
    // Another device's upload moves the tag: the next pull takes it in.
    server.upload(laptopAnswer('q8'));
    await vi.advanceTimersByTimeAsync(PULL_EVERY_MS + 100);
    await vi.waitFor(() => expect(answered()).toEqual(['q8', 'q9']));
    expect(readSyncState().etag).toBe('W/"v1"');
  });

  it('pull every 30 s only while the page is visible, and at once when it is shown again', async () => {
    const server = await started();
    await vi.advanceTimersByTimeAsync(PULL_EVERY_MS + 100);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(5 * PULL_EVERY_MS);
    expect(server.requests).toHaveLength(2);
    visibility = 'visible';
    server.upload(laptopAnswer('q7'));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(answered()).toEqual(['q7']));
    expect(server.requests).toHaveLength(3);
  });

  it('pull when the window gets the focus, before the 30 s are up', async () => {
    const server = await started();
    server.upload(laptopAnswer('q6'));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(server.requests).toHaveLength(1);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(answered()).toEqual(['q6']));
    expect(server.requests).toHaveLength(2);
  });

  it('keep no tag while answers wait for this clock, so the pull after it is set right is whole', async () => {
    const realNow = Date.now();
    const server = taggingServer();
    server.upload(laptopAnswer('q5'));
    vi.setSystemTime(realNow - 3 * 86_400_000);
    markSignedIn();
    stop = startSync(server.fetch);
    await vi.waitFor(() => expect(syncStatus()).toMatchObject({ phase: 'synced', heldBack: 1 }));
    expect(readSyncState().etag).toBeUndefined();
    vi.setSystemTime(realNow);
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(answered()).toEqual(['q5']));
    expect(server.requests.at(-1)).toEqual({ method: 'GET', ifNoneMatch: null });
  });

  it('forget the tag on a new sign-in, so another account never gets a 304 for this one', () => {
    writeSyncState({ ...readSyncState(), signedInSince: 1, etag: 'W/"v0"' });
    expect(syncStateFor(1).etag).toBe('W/"v0"');
    expect(syncStateFor(2).etag).toBeUndefined();
    expect(readSyncState().etag).toBeUndefined();
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
    const draft = new RecordDraft();
    countAnswer(draft, true, new Date());
    void draft.commit();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    arrive();
    await vi.advanceTimersByTimeAsync(SEND_AFTER_MS + 100);
    await vi.waitFor(() => expect(uploads.some((batch) => batch.days?.[0]?.answered === 1)).toBe(true));
  });
});
