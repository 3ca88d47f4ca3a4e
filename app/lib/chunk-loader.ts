import type { LoaderFunctionArgs } from 'react-router';
import { routeError } from './route-error';

export const CHUNK_TIMEOUT_MS = 120_000;
export const CHUNK_FAILED_MESSAGE = 'Loading chunk failed';

/** Set before the one automatic reload, cleared once a chunk loads again. */
export const RELOAD_FLAG = 'quiz-dojo:chunk-reload';

type Options = { timeoutMs?: number; reload?: (url: string) => void };

class ChunkTimeout extends Error {}

/**
 * Wraps a route's dynamic import. After a deploy the old file names are gone, so the
 * first failure loads the target page afresh to get the new build; if the chunk still
 * fails (or never arrives) the error page says so instead of reloading forever.
 */
export function loadChunk<T extends object>(
  importer: () => Promise<T>,
  { timeoutMs = CHUNK_TIMEOUT_MS, reload = (url) => window.location.assign(url) }: Options = {},
) {
  return withTimeout(importer(), timeoutMs).then(
    (module): T | ReturnType<typeof reloadingRoute> => {
      session()?.removeItem(RELOAD_FLAG);
      return module;
    },
    (error: unknown) => {
      const storage = session();
      // Without storage a reload could not know it already happened, and might loop.
      if (error instanceof ChunkTimeout || !storage || storage.getItem(RELOAD_FLAG) !== null) {
        throw routeError(503, 'Service Unavailable', CHUNK_FAILED_MESSAGE);
      }
      storage.setItem(RELOAD_FLAG, String(Date.now()));
      return reloadingRoute(reload);
    },
  );
}

/**
 * The navigation has not committed yet, so a plain reload would land on the previous
 * page; a loader knows the URL the user asked for. It never settles: the page is leaving.
 */
function reloadingRoute(reload: (url: string) => void) {
  return {
    loader: ({ request }: LoaderFunctionArgs) => {
      reload(request.url);
      return new Promise<never>(() => {});
    },
  };
}

/** Absent on the server; reading it throws a SecurityError where the browser blocks site data. */
function session(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
