import { isRouteErrorResponse } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_FAILED_MESSAGE, CHUNK_TIMEOUT_MS, loadChunk, RELOAD_FLAG } from './chunk-loader';

async function rejection(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the chunk to fail');
}

function expectChunkError(error: unknown) {
  expect(isRouteErrorResponse(error)).toBe(false); // raw `data()` until the router converts it
  expect(error).toMatchObject({ data: { message: CHUNK_FAILED_MESSAGE }, init: { status: 503 } });
}

describe('loadChunk', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => vi.useRealTimers());

  it('returns the module and clears the reload flag', async () => {
    sessionStorage.setItem(RELOAD_FLAG, '1');
    await expect(loadChunk(() => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
    expect(sessionStorage.getItem(RELOAD_FLAG)).toBeNull();
  });

  it('loads the target page afresh once on the first failure, keeping the screen meanwhile', async () => {
    const reload = vi.fn();
    const route = await loadChunk(() => Promise.reject(new TypeError('Failed to fetch')), { reload });
    expect(sessionStorage.getItem(RELOAD_FLAG)).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();

    if (!('loader' in route)) throw new Error('expected the reloading route');
    const request = new Request('http://quiz.test/topics?x=1');
    const result = route.loader({ request, params: {}, context: undefined } as never);
    const settled = await Promise.race([
      result.then(() => 'settled'),
      new Promise((r) => setTimeout(r, 20, 'pending')),
    ]);
    expect(settled).toBe('pending');
    expect(reload).toHaveBeenCalledExactlyOnceWith('http://quiz.test/topics?x=1');
  });

  it('shows the error instead of reloading again', async () => {
    sessionStorage.setItem(RELOAD_FLAG, '1');
    const reload = vi.fn();
    expectChunkError(await rejection(loadChunk(() => Promise.reject(new TypeError('Failed to fetch')), { reload })));
    expect(reload).not.toHaveBeenCalled();
  });

  it('gives up after 120 seconds without reloading', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const pending = rejection(loadChunk(() => new Promise(() => {}), { reload }));
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expectChunkError(await pending);
    expect(reload).not.toHaveBeenCalled();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  describe('where the browser blocks storage', () => {
    // Reading sessionStorage throws a SecurityError when site data is blocked.
    beforeEach(() => {
      vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
    });
    afterEach(() => vi.restoreAllMocks());

    it('still returns the module', async () => {
      await expect(loadChunk(() => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
    });

    it('shows the error rather than reload without a way to stop a loop', async () => {
      const reload = vi.fn();
      expectChunkError(await rejection(loadChunk(() => Promise.reject(new TypeError('Failed to fetch')), { reload })));
      expect(reload).not.toHaveBeenCalled();
    });
  });
});
