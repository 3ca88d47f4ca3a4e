import { useCallback, useSyncExternalStore } from 'react';
import { isTakingOver, subscribeTakeOver } from '../lib/take-over';
import { useServerRender } from './use-server-render';

/**
 * useSyncExternalStore for what lives in the browser (storage, the theme class). While the server
 * renders or the browser hydrates its page, the server's snapshot is the value (Preact ignores
 * the argument for it). When hydration ends, only the components whose value differs render again.
 */
export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  snapshot: () => T,
  serverSnapshot: () => T,
): T {
  const server = useServerRender() !== null;
  const subscribeBoth = useCallback(
    (listener: () => void) => {
      const stopStore = subscribe(listener);
      const stopTakeOver = subscribeTakeOver(listener);
      return () => {
        stopStore();
        stopTakeOver();
      };
    },
    [subscribe],
  );
  const current = useCallback(
    () => (server || isTakingOver() ? serverSnapshot() : snapshot()),
    [server, snapshot, serverSnapshot],
  );
  return useSyncExternalStore(subscribeBoth, current, serverSnapshot);
}
