import { afterEach, expect, it, vi } from 'vitest';
import { sendReport, shareAnswer } from './share';
import { writeSharing } from './sharing';
import { OUTBOX_KEY } from './keys';
import { stubConnection } from './testing-connection';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

it('sends a report once when it is sent while the waiting answers are being posted', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const posted: string[] = [];
  const waiting: (() => void)[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      posted.push(new URL(url, location.href).pathname);
      // The answers' request is slow: the report is sent while it is on its way.
      if (url.endsWith('/api/answers')) await new Promise<void>((resolve) => waiting.push(resolve));
      return new Response('{}', { status: 202 });
    }),
  );
  writeSharing(true);
  shareAnswer('7:q1', 'a');
  await vi.advanceTimersByTimeAsync(2_000);
  expect(posted).toEqual(['/api/answers']);
  const result = sendReport({ questionId: '7:q1', reason: 'unclear' });
  await vi.advanceTimersByTimeAsync(0);
  waiting.splice(0).forEach((arrive) => arrive());
  await vi.advanceTimersByTimeAsync(0);
  waiting.splice(0).forEach((arrive) => arrive());
  expect(await result).toEqual({ status: 'sent' });
  expect(posted).toEqual(['/api/answers', '/api/reports']);
});

it('tells when a report kept offline is sent later, once, and not while it still waits', async () => {
  const connection = stubConnection();
  const sentLater = vi.fn();
  expect(await sendReport({ questionId: '7:q1', reason: 'typo' }, sentLater)).toEqual({ status: 'waiting' });
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  expect(sentLater).not.toHaveBeenCalled();
  connection.goOnline();
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(sentLater).toHaveBeenCalledTimes(1));
  expect(sentLater).toHaveBeenCalledWith({ status: 'sent' });
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(3));
  expect(sentLater).toHaveBeenCalledTimes(1);
});

it('tells when another tab of the site sent the report', async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  const sentLater = vi.fn();
  expect(await sendReport({ questionId: '7:q1', reason: 'typo' }, sentLater)).toEqual({ status: 'waiting' });
  window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_KEY }));
  expect(sentLater).not.toHaveBeenCalled();
  // The other tab's flush took the report out of the shared outbox.
  localStorage.removeItem(OUTBOX_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_KEY }));
  expect(sentLater).toHaveBeenCalledTimes(1);
});

const refusing = (status: number, body: string) =>
  vi.fn(async () => new Response(body, { status, headers: { 'content-type': 'application/json' } }));

it("says a report the server refused was not sent, in the server's words, and drops it", async () => {
  vi.stubGlobal('fetch', refusing(404, '{"status":false,"message":"There is no question with id 7:q1","data":null}'));
  expect(await sendReport({ questionId: '7:q1', reason: 'typo' })).toEqual({
    status: 'refused',
    message: 'There is no question with id 7:q1',
  });
  expect(localStorage.getItem(OUTBOX_KEY) ?? '').not.toContain('7:q1');
  vi.stubGlobal('fetch', refusing(400, 'not json'));
  expect(await sendReport({ questionId: '7:q2', reason: 'typo' })).toEqual({
    status: 'refused',
    message: 'the server answered 400',
  });
});

it('tells a report kept offline that the server refused it once back online, not that it was sent', async () => {
  stubConnection();
  const later = vi.fn();
  expect(await sendReport({ questionId: '7:q1', reason: 'typo' }, later)).toEqual({ status: 'waiting' });
  vi.stubGlobal('fetch', refusing(404, '{"status":false,"message":"There is no question with id 7:q1","data":null}'));
  window.dispatchEvent(new Event('online'));
  await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1));
  expect(later).toHaveBeenCalledWith({ status: 'refused', message: 'There is no question with id 7:q1' });
});
