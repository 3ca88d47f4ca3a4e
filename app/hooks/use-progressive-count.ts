import { useEffect, useState } from 'react';

const FIRST_BATCH = 3;
const BATCH = 3;

/**
 * How many items of a long list to render: the first screen at once, the rest in small batches
 * while the browser is idle, so a 1,000-question topic paints quickly and stays responsive.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_BATCH);

  useEffect(() => {
    if (count >= total) return;
    const grow = () => setCount((current) => current + BATCH);
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
