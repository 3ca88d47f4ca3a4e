import 'fake-indexeddb/auto';
import { deleteDB, openDB } from 'idb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountDeletedEnvelope } from '../../contract/accounts/session-ended';
import { mergeBatches } from '../../contract/sync/merge';
import { progressView, resetTimes } from '../../contract/sync/progress-view';
import type { SyncBatch } from '../../contract/sync/sync-schema';
import { readStored, writeStored } from '../record/stored-progress';
import { clearPendingBatch, PENDING_DB, readPendingBatch, storePendingBatch, SYNC_TAG } from '../record/pending-batch';
import {
  clearWorkerBatch,
  markSignedIn,
  markSignedOut,
  signedInSince,
  signedOutBecause,
  WORKER_DB,
} from '../record/signed-in';
import { readSyncState } from '../record/outbox';
import { buildBatch } from './sync-batch';
import { startSync } from './sync-engine';
import { setSyncStatus, syncStatus } from './sync-status-store';

/** An account that answers each request with `status` (and merges what it takes). */
function server(status = 200) {
  let state = mergeBatches();
  const answer = { status };
  const fetchApi = vi.fn(async (_url: string, init: RequestInit) => {
    if (answer.status !== 200) return new Response('{"status":false,"message":"busy"}', { status: answer.status });
    if (init.body) state = mergeBatches(state, JSON.parse(init.body as string) as SyncBatch);
    const view = { ...progressView(state), resets: resetTimes(state), records: 0, maxRecords: 100_000 };
    return new Response(JSON.stringify({ status: true, message: 'Synced', data: view }), { status: 200 });
  });
  return { answer, fetchApi };
}

function answerHere(questionId: string) {
  const at = Date.now() - 60_000;
  const first = { chosen: 'A', correct: true, at };
  writeStored({ ...readStored(), topics: { '2': { total: 25, answers: { [questionId]: { ...first, first } } } } });
}

let online = true;
let stop = () => {};
const register = vi.fn(async (_tag: string) => {});
/** A browser with Background Sync (Chromium); `sync` absent, one without (Safari, Firefox). */
function worker(withSync: boolean) {
  const registration = { active: {}, ...(withSync ? { sync: { register } } : {}) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration },
  });
}

/** Signed in, once the sign-in has cleared what an earlier one stored (app/record/signed-in.ts). */
async function signIn(now = Date.now()) {
  await storePendingBatch({ answers: [] }, 0);
  markSignedIn(now);
  await vi.waitFor(async () => expect(await readPendingBatch()).toBeUndefined());
}

beforeEach(async () => {
  localStorage.clear();
  setSyncStatus({ phase: 'starting' });
  await clearPendingBatch();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  worker(true);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  register.mockClear();
});

describe('the batch handed to the service worker', () => {
  it('is stored with its sign-in and a background sync asked for while offline', async () => {
    await signIn();
    answerHere('q1');
    online = false;
    stop = startSync(server().fetchApi);
    await vi.waitFor(async () => expect((await readPendingBatch())?.batch.answers).toHaveLength(1));
    expect((await readPendingBatch())?.signedInSince).toBe(signedInSince());
    expect(register).toHaveBeenCalledWith(SYNC_TAG);
  });

  it('after a 503 waits until the page is hidden (the page retries as Retry-After says), and is deleted once the page sent it', async () => {
    await signIn();
    answerHere('q1');
    const account = server(503);
    stop = startSync(account.fetchApi);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('error'));
    expect(await readPendingBatch()).toBeUndefined();
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect((await readPendingBatch())?.batch.answers).toHaveLength(1));
    account.answer.status = 200;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    await vi.waitFor(async () => expect(await readPendingBatch()).toBeUndefined());
  });

  it('is stored when the page is hidden with changes not sent', async () => {
    await signIn();
    stop = startSync(server().fetchApi);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    answerHere('q2');
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(async () => expect((await readPendingBatch())?.batch.answers?.[0]?.questionId).toBe('q2'));
  });

  it("is deleted once the page has sent everything, when an earlier page of this sign-in kept it (the browser's retries gave up)", async () => {
    await signIn();
    answerHere('q1');
    await storePendingBatch(buildBatch(readSyncState(), readStored()), signedInSince()!);
    stop = startSync(server().fetchApi);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    // The next sync (a focus) at the latest: the page has sent all the copy held, so the worker need not.
    window.dispatchEvent(new Event('focus'));
    await vi.waitFor(async () => expect(await readPendingBatch()).toBeUndefined());
  });

  it('is not stored where the browser has no Background Sync', async () => {
    worker(false);
    await signIn();
    answerHere('q1');
    online = false;
    stop = startSync(server().fetchApi);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('offline'));
    window.dispatchEvent(new Event('pagehide'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readPendingBatch()).toBeUndefined();
  });
});

describe('one learner never acts for another', () => {
  it('clears the stored batch on sign-out and on sign-in', async () => {
    for (const mark of [markSignedOut, () => markSignedIn()]) {
      await storePendingBatch({ answers: [] }, 1);
      mark();
      await vi.waitFor(async () => expect(await readPendingBatch()).toBeUndefined());
    }
  });

  it('deletes the whole store before a sign-in when this code cannot open it (a later version made it)', async () => {
    await storePendingBatch({ answers: [] }, 1);
    // A later version of the app raised the database's version; this page's code asks for version 1.
    expect(WORKER_DB).toBe(PENDING_DB);
    const later = await openDB(PENDING_DB, 2);
    later.close();
    try {
      await clearWorkerBatch();
      const databases = await indexedDB.databases();
      expect(databases.map((database) => database.name)).not.toContain(PENDING_DB);
    } finally {
      await deleteDB(PENDING_DB);
    }
  });

  it('drops a batch of another sign-in when the sync starts, and keeps its own', async () => {
    await signIn(2_000);
    await storePendingBatch({ answers: [] }, 2_000);
    online = false;
    stop = startSync(server().fetchApi);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('offline'));
    expect((await readPendingBatch())?.signedInSince).toBe(2_000);
    stop();
    await storePendingBatch({ answers: [] }, 1_000);
    stop = startSync(server().fetchApi);
    await vi.waitFor(async () => expect(await readPendingBatch()).toBeUndefined());
  });

  /** A sync of the sign-in at 1,000 whose request is still on its way when that sign-in ends. */
  async function requestOnItsWay() {
    await signIn(1_000);
    answerHere('q1');
    let settle!: (response: Response | Error) => void;
    const fetchApi = vi.fn(
      () =>
        new Promise<Response>((resolve, reject) => {
          settle = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
        }),
    );
    stop = startSync(fetchApi);
    await vi.waitFor(() => expect(fetchApi).toHaveBeenCalled());
    return (outcome: Response | Error) => settle(outcome);
  }
  /** Every callback of a settled request has run (IndexedDB included). */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 100));

  it('is not stored by a request of an ended sign-in that fails once another account signed in', async () => {
    const settle = await requestOnItsWay();
    // Signed out: the header's sync stops, its request goes on; then another account signs in.
    stop();
    markSignedOut();
    await signIn(2_000);
    settle(new TypeError('Failed to fetch'));
    await settled();
    expect(await readPendingBatch()).toBeUndefined();
    expect(register).not.toHaveBeenCalled();
  });

  it('is not stored by the page of an earlier sign-in hidden after the next one (a frozen tab)', async () => {
    await signIn(1_000);
    answerHere('q1');
    online = false;
    stop = startSync(server().fetchApi);
    await vi.waitFor(async () => expect((await readPendingBatch())?.signedInSince).toBe(1_000));
    await signIn(2_000);
    window.dispatchEvent(new Event('pagehide'));
    await settled();
    expect(await readPendingBatch()).toBeUndefined();
  });

  it('an engine of an ended sign-in sends nothing more, under whichever cookie is there now', async () => {
    await signIn(1_000);
    const account = server();
    stop = startSync(account.fetchApi);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    const sent = account.fetchApi.mock.calls.length;
    await signIn(2_000);
    answerHere('q1');
    window.dispatchEvent(new Event('online'));
    await settled();
    expect(account.fetchApi).toHaveBeenCalledTimes(sent);
  });

  it('a 401 to a request of an ended sign-in does not sign out the account signed in since', async () => {
    const settle = await requestOnItsWay();
    stop();
    markSignedOut();
    await signIn(2_000);
    settle(new Response('{"status":false,"message":"Not signed in"}', { status: 401 }));
    await settled();
    expect(signedInSince()).toBe(2_000);
  });

  it('clears it when the server says the session ended (401)', async () => {
    await signIn();
    await storePendingBatch({ answers: [] }, signedInSince()!);
    stop = startSync(server(401).fetchApi);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('signed-out'));
    await vi.waitFor(async () => expect(await readPendingBatch()).toBeUndefined());
    expect(signedOutBecause()).toBeUndefined();
  });

  it('keeps what the 401 said when it says the account was deleted, for the account page', async () => {
    await signIn();
    const deleted = vi.fn(async () => new Response(JSON.stringify(accountDeletedEnvelope), { status: 401 }));
    stop = startSync(deleted);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('signed-out'));
    expect(signedOutBecause()).toBe('account-deleted');
  });
});
