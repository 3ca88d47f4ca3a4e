import { t } from '@lingui/core/macro';
/** When the one warning of a timed quiz is given. */
export const WARNING_MS = 60_000;

type Handlers = {
  /** Every whole second, with the time left (never below 0). */
  onTick: (leftMs: number) => void;
  /** Once, when a minute or less is left (at once for a round of a minute or less). */
  onWarning: () => void;
  /** Once, at zero. */
  onEnd: () => void;
};

/**
 * Counts down to `deadline` on the browser's clock. Each check reads the clock rather than
 * counting ticks, so a throttled background tab, a sleeping laptop or a clock moved forward in a
 * test lands on the true time left. Returns a function that stops it.
 */
export function startCountdown(deadline: number, handlers: Handlers, now: () => number = Date.now): () => void {
  let warned = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const check = () => {
    const left = Math.max(0, deadline - now());
    handlers.onTick(left);
    if (left === 0) {
      timer = undefined;
      handlers.onEnd();
      return;
    }
    if (!warned && left <= WARNING_MS) {
      warned = true;
      handlers.onWarning();
    }
    // Wake at the next whole second of time left, so the display turns over on time.
    timer = setTimeout(check, left % 1000 || 1000);
  };
  check();
  return () => clearTimeout(timer);
}

/** `9:05` for nine minutes and five seconds, rounded up so 0:00 shows only at zero. */
export function formatClock(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** `2 min 5 s`: how long a round took, in the page's language. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return minutes > 0 ? t`${minutes} min ${seconds} s` : t`${seconds} s`;
}
