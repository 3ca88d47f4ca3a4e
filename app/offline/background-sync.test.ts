import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SYNC_ROUTES, type SyncBatch } from '../../contract/sync/sync-schema';
import { clearPendingBatch, readPendingBatch, storePendingBatch, SYNC_PATH, SYNC_TAG } from '../record/pending-batch';
import { handleSync, RetryLater, sendPendingBatch, type SyncEvent } from './background-sync';

const ROOT = 'https://quiz.example.org';
const batch = (chosen: string): SyncBatch => ({
  answers: [{ topicId: '2', questionId: 'q1', chosen, correct: true, at: 1, first: { chosen, correct: true, at: 1 } }],
});
const answering = (status: number) => vi.fn(async () => new Response('{}', { status }));

beforeEach(async () => {
  await clearPendingBatch();
});

describe("the service worker's background sync", () => {
  it('posts the stored batch as the page does, and deletes it once the account has it', async () => {
    await storePendingBatch(batch('A'), 100);
    const fetchApi = answering(200);
    await sendPendingBatch(ROOT, fetchApi);
    expect(fetchApi).toHaveBeenCalledWith(`${ROOT}/api/sync`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(batch('A')),
    });
    expect(await readPendingBatch()).toBeUndefined();
  });

  it('keeps a newer batch the page stored while the older one was on its way', async () => {
    await storePendingBatch(batch('A'), 100);
    const fetchApi = vi.fn(async () => {
      await storePendingBatch(batch('B'), 100);
      return new Response('{}', { status: 200 });
    });
    await sendPendingBatch(ROOT, fetchApi);
    expect((await readPendingBatch())?.batch).toEqual(batch('B'));
  });

  it.each([500, 503, 429])('rejects on %i so the browser tries again later, keeping the batch', async (status) => {
    await storePendingBatch(batch('A'), 100);
    await expect(sendPendingBatch(ROOT, answering(status))).rejects.toBeInstanceOf(RetryLater);
    expect((await readPendingBatch())?.batch).toEqual(batch('A'));
  });

  it('rejects when the server cannot be reached, keeping the batch', async () => {
    await storePendingBatch(batch('A'), 100);
    const fetchApi = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(sendPendingBatch(ROOT, fetchApi)).rejects.toBeInstanceOf(RetryLater);
    expect(await readPendingBatch()).toBeDefined();
  });

  it.each([401, 403, 409, 413, 400])('deletes the batch on %i and does not ask for a retry', async (status) => {
    await storePendingBatch(batch('A'), 100);
    await expect(sendPendingBatch(ROOT, answering(status))).resolves.toBeUndefined();
    expect(await readPendingBatch()).toBeUndefined();
  });

  it.each([
    ['no batch', undefined],
    ['a batch JSON cannot write', { answers: [1n] }],
    ['a value that is not a batch', 'answers'],
  ])('deletes a stored copy with %s without sending it or asking for a retry', async (_, value) => {
    await storePendingBatch(value as unknown as SyncBatch, 100);
    const fetchApi = answering(200);
    await expect(sendPendingBatch(ROOT, fetchApi)).resolves.toBeUndefined();
    expect(fetchApi).not.toHaveBeenCalled();
    expect(await readPendingBatch()).toBeUndefined();
  });

  it("posts to the contract's sync route", () => {
    expect(SYNC_PATH).toBe(SYNC_ROUTES.sync);
  });

  it('sends nothing when nothing is stored', async () => {
    const fetchApi = answering(200);
    await sendPendingBatch(ROOT, fetchApi);
    expect(fetchApi).not.toHaveBeenCalled();
  });

  it("answers only its own tag's sync events", () => {
    const event = (tag: string) => ({ tag, lastChance: false, waitUntil: vi.fn() }) as unknown as SyncEvent;
    const other = event('someone-else');
    handleSync(other, ROOT);
    expect(other.waitUntil).not.toHaveBeenCalled();
    const ours = event(SYNC_TAG);
    handleSync(ours, ROOT);
    expect(ours.waitUntil).toHaveBeenCalledOnce();
  });
});
