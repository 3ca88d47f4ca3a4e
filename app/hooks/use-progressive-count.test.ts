import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextBatchSize, useProgressiveCount } from './use-progressive-count';

describe('nextBatchSize', () => {
  it('renders one card at a time where a card takes longer than a batch may', () => {
    expect(nextBatchSize(1, 12)).toBe(1);
    expect(nextBatchSize(3, 30)).toBe(1);
  });

  it('cuts a batch that took longer than 8 ms to what fits', () => {
    expect(nextBatchSize(4, 16)).toBe(2);
    expect(nextBatchSize(6, 12)).toBe(4);
  });

  it('keeps a batch that took between 4 and 8 ms', () => {
    expect(nextBatchSize(4, 8)).toBe(4);
    expect(nextBatchSize(4, 5)).toBe(4);
  });

  it('grows a quick batch by one card only, up to 20', () => {
    expect(nextBatchSize(1, 0)).toBe(2);
    expect(nextBatchSize(2, 4)).toBe(3);
    expect(nextBatchSize(20, 0.5)).toBe(20);
  });
});

describe('useProgressiveCount', () => {
  // The idle callbacks wait here until the test runs one, on a clock the test sets.
  let idle: IdleRequestCallback[] = [];
  let clock = 0;
  beforeEach(() => {
    idle = [];
    window.requestIdleCallback = (callback) => idle.push(callback);
    window.cancelIdleCallback = () => {};
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
  });
  afterEach(() => {
    // Unmounted first: the hook cancels its pending batch as it goes.
    cleanup();
    vi.restoreAllMocks();
    Reflect.deleteProperty(window, 'requestIdleCallback');
    Reflect.deleteProperty(window, 'cancelIdleCallback');
  });

  /** Runs the pending idle callback; its batch renders as if it took `tookMs`. */
  function batchTaking(tookMs: number) {
    const callback = idle.shift();
    if (!callback) throw new Error('no batch is waiting');
    act(() => {
      clock = 1000;
      callback({ didTimeout: false, timeRemaining: () => 50 });
      clock = 1000 + tookMs;
    });
  }

  it('sizes each batch by how long the one before it took', () => {
    const { result } = renderHook(() => useProgressiveCount(100));
    expect(result.current).toBe(3);
    batchTaking(2);
    expect(result.current).toBe(4);
    // One card in 2 ms: the next batch is two cards, which take 20 ms.
    batchTaking(20);
    expect(result.current).toBe(6);
    // So the next is one card again.
    batchTaking(2);
    expect(result.current).toBe(7);
    batchTaking(2);
    expect(result.current).toBe(9);
  });

  it('stops at the list length', () => {
    const { result } = renderHook(() => useProgressiveCount(5));
    batchTaking(1);
    batchTaking(1);
    expect(result.current).toBe(5);
    expect(idle).toHaveLength(0);
  });
});
