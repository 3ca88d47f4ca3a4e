/**
 * Whether this browser is signed in, without a request: the session cookie is HttpOnly, so the app
 * keeps this marker beside it. Set after a sign-in, cleared on sign-out, on deletion and whenever
 * the server answers 401 (the session ended elsewhere). The one marker the account screens, the
 * header link and the sync engine (app/sync) read: the key holds exactly 'signed-in'. The display
 * name, for the header's link only, has a key of its own. Learners without an account load no more
 * than this file for it.
 */
export const SIGNED_IN_KEY = 'quiz-dojo:account:v1';
export const SIGNED_IN_VALUE = 'signed-in';
export const ACCOUNT_NAME_KEY = 'quiz-dojo:account-name:v1';

export type SignedIn = { displayName: string };

let cachedRaw: string | undefined;
let cached: SignedIn | null = null;

/** The marker, or null when signed out (or when storage is blocked or holds something else). */
export function readSignedIn(): SignedIn | null {
  const marker = get(SIGNED_IN_KEY);
  const name = get(ACCOUNT_NAME_KEY) ?? '';
  const raw = `${marker}\n${name}`;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = marker === SIGNED_IN_VALUE ? { displayName: name } : null;
  return cached;
}

export function markSignedIn(account: { displayName: string }) {
  set(ACCOUNT_NAME_KEY, account.displayName || null);
  set(SIGNED_IN_KEY, SIGNED_IN_VALUE);
  announce();
}

export function clearSignedIn() {
  set(SIGNED_IN_KEY, null);
  set(ACCOUNT_NAME_KEY, null);
  announce();
}

/** Calls the listener when the marker changes, in this tab or another. */
export function subscribeSignedIn(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIGNED_IN_KEY || event.key === ACCOUNT_NAME_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * A storage event in this tab too (the browser sends one to other tabs only), so whatever listens
 * for the key, here or in app/sync, hears a change made here.
 */
function announce() {
  window.dispatchEvent(new StorageEvent('storage', { key: SIGNED_IN_KEY }));
}

function get(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function set(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage blocked or full: the app stays signed out in its own eyes, and the cookie alone does nothing.
  }
}
