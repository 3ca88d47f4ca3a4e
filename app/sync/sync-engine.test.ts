import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeBatches } from '../../contract/sync/merge';
import { progressView, resetTimes } from '../../contract/sync/progress-view';
import type { SyncBatch, SyncView } from '../../contract/sync/sync-schema';
import { resetProgress } from '../record/progress-store';
import { readStored } from '../record/stored-progress';
import { rateAnswer } from '../record/card-store';
import { countAnswer } from '../record/activity-store';
import { RecordDraft } from '../record/record-draft';
import { dayKey } from '../record/days';
import { readSyncState } from '../record/outbox';
import { markSignedIn } from '../record/signed-in';
import { startSync } from './sync-engine';
import { statusText } from './sync-status';
import { syncStatus } from './sync-status-store';

/** The account on a server, with the real merge: uploads join into its records. */
function fakeServer() {
  let state = mergeBatches();
  const server = {
    requests: [] as (SyncBatch | undefined)[],
    /** What happens to the next requests: 'ok', 'down' (never arrives) or 'lost' (stored, the answer lost). */
    next: [] as ('ok' | 'down' | 'lost')[],
    upload(batch: SyncBatch) {
      state = mergeBatches(state, batch);
    },
    view(): SyncView {
      return { ...progressView(state), resets: resetTimes(state), records: 0, maxRecords: 100_000 };
    },
    fetch: vi.fn(async (_url: string, init: RequestInit) => {
      const batch = init.body ? (JSON.parse(init.body as string) as SyncBatch) : undefined;
      server.requests.push(batch);
      const fate = server.next.shift() ?? 'ok';
      if (fate === 'down') throw new TypeError('Failed to fetch');
      if (batch) server.upload(batch);
      if (fate === 'lost') throw new TypeError('network error after the upload');
      const body = JSON.stringify({ status: true, message: 'Synced', data: server.view() });
      return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  };
  return server;
}

const T = () => Date.now() - 60_000;
const answer = (chosen: string, correct: boolean, at: number) => ({
  chosen,
  correct,
  at,
  first: { chosen, correct, at },
});
let stop = () => {};
let online = true;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** An answer given on this device, as the stores record it: the answer, its card and the day, in one change. */
function answerHere(questionId: string, correct: boolean) {
  const at = new Date(T());
  const draft = new RecordDraft()
    .put('answers', { topicId: '2', questionId, ...answer(correct ? 'A' : 'B', correct, at.getTime()) })
    .setMeta((meta) => ({ ...meta, totals: { ...meta.totals, '2': 25 } }));
  rateAnswer(draft, '2', questionId, correct, at);
  countAnswer(draft, correct, at);
  void draft.commit();
}

describe('sync engine', () => {
  it('sends an answer, its rating and the day within seconds, once, and says when it synced', async () => {
    const server = fakeServer();
    markSignedIn();
    stop = startSync(server.fetch);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    // A first sign-in with nothing stored: one pull.
    expect(server.requests).toEqual([undefined]);
    answerHere('q1', true);
    await vi.advanceTimersByTimeAsync(2_100);
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    const sent = server.requests[1]!;
    expect(sent.answers).toEqual([{ topicId: '2', questionId: 'q1', ...readStored().topics['2']!.answers.q1! }]);
    expect(sent.ratings).toMatchObject([{ topicId: '2', questionId: 'q1', outcome: 'good' }]);
    expect(sent.days).toMatchObject([{ answered: 1, correct: 1 }]);
    expect(readSyncState().ratings).toEqual([]);
    expect(statusText(syncStatus(), Date.now() + 120_000)).toBe('Synced 2 min ago');
    // Nothing new: the periodic pull sends no upload again.
    await vi.advanceTimersByTimeAsync(30_000 + 100);
    await vi.waitFor(() => expect(server.requests).toHaveLength(3));
    expect(server.requests[2]).toBeUndefined();
  });

  it('waits offline, says how many answers wait, and sends them on the next connection', async () => {
    const server = fakeServer();
    markSignedIn();
    online = false;
    stop = startSync(server.fetch);
    answerHere('q1', true);
    answerHere('q2', false);
    answerHere('q3', true);
    await vi.advanceTimersByTimeAsync(2_100);
    expect(server.fetch).not.toHaveBeenCalled();
    expect(statusText(syncStatus(), Date.now())).toBe('Offline: 3 answers waiting');
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    expect(server.view().answers['2']).toEqual(readStored().topics['2']!.answers);
  });

  it('says Offline, not that sync failed, when the connection goes while a request is out', async () => {
    const server = fakeServer();
    markSignedIn();
    server.fetch.mockImplementationOnce(async () => {
      online = false;
      throw new TypeError('Failed to fetch');
    });
    stop = startSync(server.fetch);
    await vi.waitFor(() => expect(server.fetch).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(statusText(syncStatus(), Date.now())).toBe('Offline: all synced'));
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
  });

  it('retries by itself with a growing wait, and an upload stored twice (its answer lost) counts once', async () => {
    const server = fakeServer();
    markSignedIn();
    stop = startSync(server.fetch);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    server.next.push('down', 'lost', 'down');
    answerHere('q1', false);
    await vi.advanceTimersByTimeAsync(2_100);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('error'));
    expect(statusText(syncStatus(), Date.now())).toBe(
      'Sync failed: the server could not be reached. Trying again in 2 s',
    );
    await vi.advanceTimersByTimeAsync(2_100);
    await vi.waitFor(() => expect(server.requests).toHaveLength(3));
    // The second failure waits twice as long.
    await vi.waitFor(() => expect(syncStatus()).toMatchObject({ phase: 'error' }));
    expect(statusText(syncStatus(), Date.now())).toMatch(/Trying again in 4 s$/);
    await vi.advanceTimersByTimeAsync(4_100);
    await vi.waitFor(() => expect(server.requests).toHaveLength(4));
    await vi.advanceTimersByTimeAsync(8_100);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    // The same upload arrived twice (the 'lost' one and the last): the day still counts one answer.
    expect(server.requests.filter((batch) => batch?.days?.length)).toHaveLength(4);
    expect(server.requests[0]).toBeUndefined();
    expect(server.view().activity).toEqual({ [dayKey(new Date(T()))]: { answered: 1, correct: 0 } });
    expect(readStored().activity).toEqual(server.view().activity);
    expect(readSyncState().ratings).toEqual([]);
  });

  it("merges another device's offline answers of the same day with this one's: the union, the day counted from both", async () => {
    const server = fakeServer();
    const day = dayKey(new Date(T()));
    server.upload({
      answers: [{ topicId: '2', questionId: 'q9', ...answer('C', false, T()) }],
      days: [{ device: 'laptop-aaaaaaaaaaaaa', day, answered: 4, correct: 1 }],
    });
    markSignedIn();
    online = false;
    stop = startSync(server.fetch);
    answerHere('q1', true);
    answerHere('q2', true);
    online = true;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    const stored = readStored();
    expect(Object.keys(stored.topics['2']!.answers).sort()).toEqual(['q1', 'q2', 'q9']);
    expect(stored.activity[day]).toEqual({ answered: 6, correct: 3 });
    expect(server.view().activity[day]).toEqual({ answered: 6, correct: 3 });
  });

  it('syncs a device whose clock is set back days: what is ahead of its clock waits on the account, the rest arrives', async () => {
    const server = fakeServer();
    const realNow = Date.now();
    server.upload({
      answers: [
        { topicId: '2', questionId: 'q8', ...answer('C', true, realNow - 5 * 86_400_000) },
        { topicId: '2', questionId: 'q9', ...answer('D', false, realNow - 60_000) },
      ],
    });
    vi.setSystemTime(realNow - 3 * 86_400_000);
    markSignedIn();
    stop = startSync(server.fetch);
    answerHere('q1', true);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    await vi.advanceTimersByTimeAsync(2_100);
    await vi.waitFor(() => expect(server.view().answers['2']?.q1).toBeDefined());
    expect(Object.keys(readStored().topics['2']!.answers).sort()).toEqual(['q1', 'q8']);
    expect(statusText(syncStatus(), Date.now())).toBe("Synced just now; this device's clock is behind, 1 answer waits");
    // The clock set right: the next pull brings the answer that waited.
    vi.setSystemTime(realNow);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(Object.keys(readStored().topics['2']!.answers).sort()).toEqual(['q1', 'q8', 'q9']));
    expect(statusText(syncStatus(), Date.now())).toBe('Synced just now');
  });

  it("keeps an answer a slow clock stamps before another device's reset it had taken in, and a reset pressed after clears it", async () => {
    const server = fakeServer();
    const realNow = Date.now();
    const reset = realNow - 60_000;
    server.upload({ resets: [{ topicId: '2', at: reset }] });
    vi.setSystemTime(realNow - 3_600_000);
    markSignedIn();
    stop = startSync(server.fetch);
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    answerHere('q1', true);
    await vi.advanceTimersByTimeAsync(2_100);
    await vi.waitFor(() => expect(readStored().topics['2']!.answers.q1?.at).toBe(reset + 1));
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(server.view().answers['2']?.q1?.at).toBe(reset + 1));
    await vi.advanceTimersByTimeAsync(100);
    // The learner resets the topic on this device: its clock still says an hour before the other reset.
    const sent = server.requests.length;
    void resetProgress('2');
    await vi.advanceTimersByTimeAsync(2_100);
    await vi.waitFor(() => expect(server.requests.length).toBeGreaterThan(sent));
    await vi.waitFor(() => expect(syncStatus().phase).toBe('synced'));
    expect(server.view().answers['2']?.q1).toBeUndefined();
    expect(readStored().topics['2']?.answers.q1).toBeUndefined();
  });

  it('writes nothing of sync for a browser that is not signed in', async () => {
    answerHere('q1', true);
    // No rating waits for an account, and the day is not one this device owes it.
    expect(readSyncState().ratings).toEqual([]);
    expect(readSyncState().own).toEqual({});
    const server = fakeServer();
    stop = startSync(server.fetch);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
