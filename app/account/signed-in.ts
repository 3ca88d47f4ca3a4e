/**
 * Whether this browser is signed in, without a request: the session cookie is HttpOnly, so the app
 * keeps this marker beside it. Set after a sign-in, cleared on sign-out, on deletion and whenever
 * the server answers 401 (the session ended elsewhere). The one marker the account screens, the
 * header link and the sync engine (app/sync) all read; learners without an account never load more
 * than this file for it.
 */
export const SIGNED_IN_KEY = 'quiz-dojo:account:v1';

export type SignedIn = {
  /** The account's id (AccountView.id). */
  accountId: string;
  /** The account's display name, possibly empty. */
  displayName: string;
  /** When this browser signed in, epoch ms. */
  since: number;
};

const CHANGE_EVENT = 'quiz-dojo:account-change';
let cachedRaw: string | null | undefined;
let cached: SignedIn | null = null;

/** The marker, or null when signed out (or when storage is blocked or holds something else). */
export function readSignedIn(): SignedIn | null {
  const raw = readRaw();
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = parse(raw);
  return cached;
}

export function markSignedIn(account: { id: string; displayName: string }, now = Date.now()) {
  const current = readSignedIn();
  const since = current?.accountId === account.id ? current.since : now;
  write(JSON.stringify({ accountId: account.id, displayName: account.displayName, since } satisfies SignedIn));
}

export function clearSignedIn() {
  write(null);
}

/** Calls the listener when the marker changes, in this tab or another. */
export function subscribeSignedIn(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGNED_IN_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGE_EVENT, listener);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGE_EVENT, listener);
  };
}

function readRaw(): string | null {
  try {
    return globalThis.localStorage?.getItem(SIGNED_IN_KEY) ?? null;
  } catch {
    return null;
  }
}

function write(value: string | null) {
  try {
    if (value === null) localStorage.removeItem(SIGNED_IN_KEY);
    else localStorage.setItem(SIGNED_IN_KEY, value);
  } catch {
    // Storage blocked: the app stays signed out in its own eyes, and the cookie alone does nothing.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function parse(raw: string | null): SignedIn | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { accountId, displayName, since } = value as Record<string, unknown>;
    if (typeof accountId !== 'string' || accountId === '' || typeof since !== 'number') return null;
    return { accountId, displayName: typeof displayName === 'string' ? displayName : '', since };
  } catch {
    return null;
  }
}
