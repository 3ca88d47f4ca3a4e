/**
 * Waits, if need be, until the clock window of `windowMs` (limits count in windows aligned on the
 * clock) has at least `ms` left. A test that counts requests up to a limit and crosses a window's
 * end sees the counts start again; on a busy machine that happens, so it starts in a window it
 * will not outlast.
 */
export async function windowWithAtLeast(windowMs: number, ms: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < ms) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
