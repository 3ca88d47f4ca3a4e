import { useEffect, useLayoutEffect, useRef, useState } from 'react';

const FIRST_BATCH = 3;
/**
 * The script time a batch aims at, so that a tap rarely waits much longer for the list; a batch is
 * never less than one card, however long that takes (docs/decisions/0007).
 */
const BATCH_MS = 8;
const MAX_BATCH = 20;

/**
 * How many items of a long list to render: the first screen at once, the rest in batches while
 * the browser is idle, so a 1,000-question topic paints quickly and stays responsive. Each batch
 * is timed and the next sized to take about BATCH_MS on this device: one card at a time on a slow
 * phone, more where a card costs less.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_BATCH);
  const batch = useRef({ size: 1, started: 0 });

  // Runs once the batch is in the page, before the browser styles and paints it.
  useLayoutEffect(() => {
    const current = batch.current;
    if (current.started === 0) return;
    current.size = nextBatchSize(current.size, performance.now() - current.started);
    current.started = 0;
  }, [count]);

  useEffect(() => {
    if (count >= total) return;
    const grow = () => {
      batch.current.started = performance.now();
      setCount((rendered) => rendered + batch.current.size);
    };
    // Safari has no requestIdleCallback; a timeout still yields to input between batches.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(grow, { timeout: 500 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(grow, 50);
    return () => window.clearTimeout(handle);
  }, [count, total]);

  return Math.min(count, total);
}

/**
 * The next batch's size after one of `size` items took `tookMs`: cut at once to what fits, but
 * grown by one item at a time, so that one quick batch (timing is coarse) cannot make a long one.
 */
export function nextBatchSize(size: number, tookMs: number): number {
  if (tookMs > BATCH_MS) return Math.max(1, Math.floor((size * BATCH_MS) / tookMs));
  return tookMs * 2 <= BATCH_MS ? Math.min(size + 1, MAX_BATCH) : size;
}
