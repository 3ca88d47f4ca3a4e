import { useSyncExternalStore } from 'react';
import { useServerRender } from './use-server-render';

/**
 * useSyncExternalStore for what lives in the browser (storage, the theme class). Preact ignores
 * the server snapshot argument, so it is chosen here while the server renders.
 */
export function useBrowserStore<T>(
  subscribe: (listener: () => void) => () => void,
  snapshot: () => T,
  serverSnapshot: () => T,
): T {
  const serverRender = useServerRender() !== null;
  return useSyncExternalStore(subscribe, serverRender ? serverSnapshot : snapshot, serverSnapshot);
}
