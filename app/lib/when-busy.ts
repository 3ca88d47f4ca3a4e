/** The longest Retry-After a screen waits out by itself before it asks the learner to come back. */
export const LONGEST_WAIT_S = 10;

/** Seconds to wait when `error` is the API's 429 (app/lib/api.ts), else undefined. */
export function busyFor(error: unknown): number | undefined {
  const failure = error as { init?: { status?: number }; data?: { retryAfter?: unknown } } | null;
  if (failure?.init?.status !== 429) return undefined;
  const seconds = failure.data?.retryAfter;
  return typeof seconds === 'number' ? seconds : 60;
}

/**
 * A 429 is not an outage: `call` runs again once after a Retry-After of up to LONGEST_WAIT_S.
 * A longer wait, or a second 429, is thrown for the screen to say so calmly.
 */
export async function retryWhenBusy<T>(call: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const seconds = busyFor(error);
    if (seconds === undefined || seconds > LONGEST_WAIT_S) throw error;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, seconds * 1000);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      });
    });
    return call();
  }
}
