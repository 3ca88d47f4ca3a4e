import { type SharedLimits, windowOf } from './shared-limits.js';

/** Counts are settled with the database this often at most, or sooner (see urgentAt). */
export const SETTLE_MS = 200;

type Options = {
  scope: string;
  windowMs: number;
  /** Without it the counts stay in this instance's memory (SQLite: one instance). */
  shared?: SharedLimits;
  /** A key with this many hits not yet settled, or a key new in the window, is settled at once. */
  urgentAt: number;
};

/**
 * Hits per key in windows aligned on the clock, counted in memory so a request never waits on the
 * database; with a shared store, the hits counted here are added to the shared rows in one statement
 * every SETTLE_MS (sooner for a new key or a busy one), and the totals that statement returns replace
 * this instance's view. If the database is slow or down, the hits stay pending and the view goes on
 * counting this instance's hits on top of the last total it read (docs/decisions/0021-shared-limits.md).
 */
export function createSettledCounts({ scope, windowMs, shared, urgentAt }: Options) {
  let window = windowOf(Date.now(), windowMs);
  let counts = new Map<string, number>();
  let pending = new Map<string, number>();
  let settling: Promise<void> | undefined;
  let again = false;

  function current(now: number) {
    if (now < window.end) return window;
    window = windowOf(now, windowMs);
    counts = new Map();
    pending = new Map();
    return window;
  }

  /** Counts one hit of `key`; answers its count in the window, as far as this instance knows. */
  function hit(key: string, now = Date.now()): number {
    current(now);
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (shared) {
      const unsettled = (pending.get(key) ?? 0) + 1;
      pending.set(key, unsettled);
      if (count === 1 || unsettled >= urgentAt) void settle();
    }
    return count;
  }

  /**
   * Counts one hit and answers the count once it is settled with the other instances' (near a
   * limit); when the database does not answer in time, the count this instance knows.
   */
  async function hitSettled(key: string, now = Date.now()): Promise<number> {
    hit(key, now);
    await (shared ? shared.inTime(settle()) : settle()).catch(() => {});
    return counts.get(key) ?? 0;
  }

  async function settleOnce(store: SharedLimits) {
    if (pending.size === 0) return;
    const rows = pending;
    const { start } = window;
    pending = new Map();
    try {
      const totals = await store.settle(scope, windowMs, start, rows);
      if (start !== window.start) return;
      for (const [key, total] of totals) {
        const known = counts.get(key);
        if (known !== undefined) counts.set(key, Math.max(known, total + (pending.get(key) ?? 0)));
      }
    } catch (error) {
      if (start === window.start) for (const [key, n] of rows) pending.set(key, (pending.get(key) ?? 0) + n);
      store.onError(error);
    }
  }

  /** Settles what is pending now; one statement at a time, and one more if asked meanwhile. */
  function settle(): Promise<void> {
    if (!shared) return Promise.resolve();
    if (settling) {
      again = true;
      return settling;
    }
    settling = (async () => {
      do {
        again = false;
        await settleOnce(shared);
      } while (again);
    })().finally(() => (settling = undefined));
    return settling;
  }

  const timer = shared ? setInterval(() => void settle(), SETTLE_MS) : undefined;
  timer?.unref();

  return {
    hit,
    hitSettled,
    /** The count of `key` in the window, as far as this instance knows. */
    get: (key: string, now = Date.now()) => (current(now), counts.get(key) ?? 0),
    has: (key: string) => counts.has(key),
    get size() {
      return counts.size;
    },
    /** When the current window ends. */
    end: (now = Date.now()) => current(now).end,
    settle,
    /** Stops the timer and settles what is left, without holding a shutdown up on a database that does not answer. */
    async close() {
      clearInterval(timer);
      await (shared ? shared.inTime(settle()) : settle()).catch(() => {});
    },
  };
}

export type SettledCounts = ReturnType<typeof createSettledCounts>;
