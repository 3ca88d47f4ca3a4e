import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeBatches, receivedAt } from '../../contract/sync/merge';
import { progressView, resetTimes } from '../../contract/sync/progress-view';
import type { SyncBatch } from '../../contract/sync/sync-schema';
import { readStored, writeStored } from '../record/stored-progress';
import { markSignedIn } from '../record/signed-in';
import { PULL_EVERY_MS, SEND_AFTER_MS, startSync } from './sync-engine';
import { syncStatus } from './sync-status-store';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const answer = (at: number, chosen = 'C') => ({ chosen, correct: true, at, first: { chosen, correct: true, at } });

/**
 * An account whose server stamps what it receives by its own clock (`serverNow`), leaves out
 * answers to questions its bank lacks (as filterByBank does), tags its view by a version moved
 * only when an upload stores something, and answers 304.
 */
function server(bank: Set<string>, serverNow = () => Date.now()) {
  let state = mergeBatches();
  let version = 0;
  const methods: string[] = [];
  const store = (batch: SyncBatch) => {
    const kept = { ...batch, answers: (batch.answers ?? []).filter((a) => bank.has(a.questionId)) };
    const before = JSON.stringify(state);
    state = mergeBatches(state, receivedAt(kept, serverNow()));
    if (JSON.stringify(state) !== before) version++;
  };
  const view = () => ({ ...progressView(state), resets: resetTimes(state), records: 0, maxRecords: 100_000 });
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    methods.push(init.method ?? 'GET');
    if (init.body) store(JSON.parse(init.body as string) as SyncBatch);
    const headers = { etag: `W/"v${version}"`, 'content-type': 'application/json' };
    if (init.method === 'GET' && new Headers(init.headers).get('if-none-match') === headers.etag)
      return new Response(null, { status: 304, headers });
    return new Response(JSON.stringify({ status: true, message: 'Synced', data: view() }), { status: 200, headers });
  });
  return { methods, fetch, store, view };
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

describe('an answer the account shows otherwise than it was sent', () => {
  it('from a clock 23 hours fast, is taken back as the account bounded it and sent once, not on every pull', async () => {
    vi.setSystemTime(Date.now() + 23 * HOUR);
    const account = server(new Set(['q1']), () => Date.now() - 23 * HOUR);
    const pulls = await pullsAfterFirstSync(account, { q1: answer(Date.now() - 60_000) });
    // One round trip, and nothing is left to send: the pulls after it upload nothing.
    expect(pulls).toEqual(['GET', 'GET', 'GET']);
    // The account bounded it by when it received it, and this browser took it so.
    const shown = account.view().answers['2']!.q1!;
    expect(shown.at).toBeLessThan(Date.now() - 22 * HOUR);
    expect(readStored().topics['2']!.answers.q1).toEqual(shown);
  });

  it("answered twice after another device's reset, keeps its first try since the reset and is sent once", async () => {
    const account = server(new Set(['q1']));
    const now = Date.now();
    // The account holds q1 with a first try from before the topic's reset.
    account.store({ answers: [{ topicId: '2', questionId: 'q1', ...answer(now - 3 * HOUR, 'D') }] });
    account.store({ resets: [{ topicId: '2', at: now - 2 * HOUR }] });
    const wrong = { chosen: 'B', correct: false, at: now - 60_000 };
    const answerHere = async (latest: typeof wrong) => {
      const before = account.methods.length;
      writeStored({
        topics: { '2': { total: 3, answers: { q1: { ...latest, first: wrong } } } },
        cards: {},
        activity: {},
      });
      await vi.advanceTimersByTimeAsync(SEND_AFTER_MS + 100);
      await vi.waitFor(() => expect(account.methods.slice(before)).toEqual(['POST']));
      await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    };
    const pulls = await pullsAfterFirstSync(account, {});
    expect(pulls).toEqual(['GET', 'GET', 'GET']);
    await answerHere(wrong);
    await answerHere({ chosen: 'C', correct: true, at: now - 30_000 });
    expect(account.view().answers['2']!.q1!.first).toEqual(wrong);
    expect(readStored().topics['2']!.answers.q1!.first).toEqual(wrong);
    const sent = account.methods.length;
    await vi.advanceTimersByTimeAsync(3 * PULL_EVERY_MS + 100);
    await vi.waitFor(() => expect(account.methods.length).toBe(sent + 3));
    expect(account.methods.slice(sent)).toEqual(['GET', 'GET', 'GET']);
  });
});
