import { beforeEach, describe, expect, it, vi } from 'vitest';
import { flushOutbox, queueAnswer, queueReport, waiting } from './outbox';

type Sent = { url: string; body: Record<string, unknown> };

/** A fetch that answers each request with the next status, or fails like a lost network. */
function server(...statuses: (number | 'offline')[]) {
  const sent: Sent[] = [];
  const send = vi.fn(async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    const status = statuses.shift() ?? 201;
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response('{}', { status });
  });
  return { sent, send: send as unknown as typeof fetch };
}

beforeEach(() => localStorage.clear());

describe('the feedback outbox', () => {
  it('keeps a report written offline and sends it, with the same id, once back online', async () => {
    const reportId = queueReport({ questionId: 'js:typeof-null', reason: 'typo', comment: 'teh' });
    const offline = server('offline');
    expect(await flushOutbox('', { send: offline.send })).toBe(false);
    expect(waiting()).toEqual({ reports: 1, answers: 0 });
    const online = server(201);
    expect(await flushOutbox('', { send: online.send })).toBe(true);
    expect(online.sent).toEqual([
      { url: '/api/reports', body: { questionId: 'js:typeof-null', reason: 'typo', comment: 'teh', reportId } },
    ]);
    expect(offline.sent[0]!.body.reportId).toBe(reportId);
    expect(waiting()).toEqual({ reports: 0, answers: 0 });
  });

  it('marks only the first answer to a question in this browser as first', async () => {
    queueAnswer('js:a', 'x');
    queueAnswer('js:a', 'y');
    queueAnswer('js:b', 'z');
    const { sent, send } = server(202);
    await flushOutbox('', { send });
    expect(sent[0]!.body.answers).toEqual([
      { questionId: 'js:a', option: 'x', first: true },
      { questionId: 'js:a', option: 'y', first: false },
      { questionId: 'js:b', option: 'z', first: true },
    ]);
  });

  it('retries a batch with its id after a 5xx or 429, and drops what the server refuses for good', async () => {
    for (let i = 0; i < 60; i++) queueAnswer(`js:q${i}`, 'x');
    const { sent, send } = server(503, 429, 202, 400);
    expect(await flushOutbox('/base', { send })).toBe(false);
    expect(await flushOutbox('/base', { send })).toBe(false);
    expect(await flushOutbox('/base', { send })).toBe(true);
    expect(sent.map((s) => [s.url, (s.body.answers as unknown[]).length])).toEqual([
      ['/base/api/answers', 50],
      ['/base/api/answers', 50],
      ['/base/api/answers', 50],
      ['/base/api/answers', 10],
    ]);
    expect(new Set(sent.slice(0, 3).map((s) => s.body.batchId)).size).toBe(1);
    expect(sent[3]!.body.batchId).not.toBe(sent[0]!.body.batchId);
    expect(waiting()).toEqual({ reports: 0, answers: 0 });
  });

  it('ignores a damaged outbox rather than failing', async () => {
    localStorage.setItem('quiz-dojo:feedback-outbox:v1', '{"reports":[{"bad":1}],"answers":"x"');
    expect(waiting()).toEqual({ reports: 0, answers: 0 });
    queueReport({ questionId: 'js:a', reason: 'other' });
    expect(waiting().reports).toBe(1);
  });
});
