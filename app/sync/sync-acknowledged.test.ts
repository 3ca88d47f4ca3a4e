import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeBatches } from '../../contract/sync/merge';
import { progressView, resetTimes } from '../../contract/sync/progress-view';
import type { SyncBatch } from '../../contract/sync/sync-schema';
import { writeStored } from '../progress-file/stored-progress';
import { markSignedIn } from './signed-in';
import { PULL_EVERY_MS, startSync } from './sync-engine';
import { syncStatus } from './sync-status-store';

const DAY = 86_400_000;
const answer = (at: number, chosen = 'C') => ({ chosen, correct: true, at, first: { chosen, correct: true, at } });

/**
 * An account whose server leaves out answers to questions its bank lacks (as filterByBank does),
 * tags its view by a version moved only when an upload stores something, and answers 304.
 */
function server(bank: Set<string>) {
  let state = mergeBatches();
  let version = 0;
  const methods: string[] = [];
  const store = (batch: SyncBatch) => {
    const kept = { ...batch, answers: (batch.answers ?? []).filter((a) => bank.has(a.questionId)) };
    const before = JSON.stringify(state);
    state = mergeBatches(state, kept);
    if (JSON.stringify(state) !== before) version++;
  };
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    methods.push(init.method ?? 'GET');
    if (init.body) store(JSON.parse(init.body as string) as SyncBatch);
    const headers = { etag: `W/"v${version}"`, 'content-type': 'application/json' };
    if (init.method === 'GET' && new Headers(init.headers).get('if-none-match') === headers.etag)
      return new Response(null, { status: 304, headers });
    const data = { ...progressView(state), resets: resetTimes(state), records: 0, maxRecords: 100_000 };
    return new Response(JSON.stringify({ status: true, message: 'Synced', data }), { status: 200, headers });
  });
  return { methods, fetch, store };
}

let stop = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** Signed in with `answers` of topic 2 stored; returns the methods of the requests after the first sync. */
async function pullsAfterFirstSync(
  account: ReturnType<typeof server>,
  answers: Record<string, ReturnType<typeof answer>>,
) {
  writeStored({ topics: { '2': { total: 3, answers } }, cards: {}, activity: {} });
  markSignedIn();
  stop = startSync(account.fetch);
  await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
  const first = account.methods.length;
  await vi.advanceTimersByTimeAsync(3 * PULL_EVERY_MS + 100);
  await vi.waitFor(() => expect(account.methods.length).toBe(first + 3));
  return account.methods.slice(first);
}

describe('an answer the account took in but does not show back', () => {
  it('left out by the bank (a question removed), is sent once: the pulls after are GETs, not a POST every 30 s', async () => {
    const account = server(new Set(['q1']));
    const pulls = await pullsAfterFirstSync(account, {
      q1: answer(Date.now() - 60_000),
      gone: answer(Date.now() - 60_000),
    });
    expect(pulls).toEqual(['GET', 'GET', 'GET']);
  });

  it('held back for a clock set back, is sent once, not again on every pull while the clock is wrong', async () => {
    const realNow = Date.now();
    const account = server(new Set(['q1']));
    // Another device answered q1 today; this one, three days behind, answered it too, unsent.
    account.store({ answers: [{ topicId: '2', questionId: 'q1', ...answer(realNow - 60_000, 'D') }] });
    vi.setSystemTime(realNow - 3 * DAY);
    const pulls = await pullsAfterFirstSync(account, { q1: answer(Date.now() - 60_000) });
    expect(pulls).toEqual(['GET', 'GET', 'GET']);
    expect(syncStatus()).toMatchObject({ phase: 'synced', heldBack: 1 });
  });
});
