import { useBrowserStore } from '../hooks/use-browser-store';
import { countDue, dueTimes, subscribeCards } from '../record/cards-signal';

// setTimeout's longest wait; a card due later is looked at again when this one fires.
const MAX_WAIT = 2 ** 31 - 1;

const dueNow = () => countDue(Date.now());

/** The count changes when a card is written (in this tab or another) and when the next one falls due. */
function subscribeDue(listener: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const arm = () => {
    clearTimeout(timer);
    const now = Date.now();
    const later = dueTimes().filter((due) => due > now);
    if (later.length === 0) return;
    const wait = Math.min(MAX_WAIT, Math.min(...later) - now + 1);
    timer = setTimeout(() => {
      arm();
      listener();
    }, wait);
  };
  const stop = subscribeCards(() => {
    arm();
    listener();
  });
  arm();
  return () => {
    stop();
    clearTimeout(timer);
  };
}

/**
 * The number of review cards due now, for the navigation's badge: 0 while the server renders and
 * while the app takes its page over, so the badge appears only after hydration.
 */
export function useDueCount(): number {
  return useBrowserStore(subscribeDue, dueNow, () => 0);
}
