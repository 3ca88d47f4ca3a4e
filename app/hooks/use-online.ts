import { useBrowserStore } from './use-browser-store';

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser says it is online; the server, and a page being taken over, assume so. */
export function useOnline(): boolean {
  return useBrowserStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
