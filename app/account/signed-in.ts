import type { SessionEndedReason } from '../../contract/accounts/session-ended';
import {
  ACCOUNT_KEY,
  isSignedIn,
  markSignedIn as markSync,
  markSignedOut,
  notifySignedIn,
  subscribeSignedIn as subscribeMark,
} from '../record/signed-in';

/**
 * The account screens' view of the one sign-in marker, app/record/signed-in.ts (the session cookie is
 * HttpOnly, so the browser keeps this beside it): set after a sign-in, which also makes the sync
 * send everything this browser has once; cleared on sign-out, on deletion and whenever the server
 * answers 401. The display name, for the header's link only, has a key of its own.
 */
export const SIGNED_IN_KEY = ACCOUNT_KEY;
export const ACCOUNT_NAME_KEY = 'quiz-dojo:account-name:v1';

export type SignedIn = { displayName: string };

let cachedRaw: string | undefined;
let cached: SignedIn | null = null;

/** Signed in, with the account's display name (possibly empty), or null. */
export function readSignedIn(): SignedIn | null {
  const signedIn = isSignedIn();
  const name = get(ACCOUNT_NAME_KEY) ?? '';
  const raw = `${signedIn}\n${name}`;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = signedIn ? { displayName: name } : null;
  return cached;
}

export function markSignedIn(account: { displayName: string }) {
  set(ACCOUNT_NAME_KEY, account.displayName || null);
  markSync();
}

/**
 * The account's name as the server has it, for the header: after a rename on another device, or a
 * browser whose storage was erased and that signed in again by the server's cookie (app/record/signed-in.ts).
 */
export function rememberName(displayName: string) {
  if ((get(ACCOUNT_NAME_KEY) ?? '') === displayName || !isSignedIn()) return;
  set(ACCOUNT_NAME_KEY, displayName || null);
  notifySignedIn();
}

/** `reason`: what the server's 401 said, when it said the account was deleted. */
export function clearSignedIn(reason?: SessionEndedReason) {
  set(ACCOUNT_NAME_KEY, null);
  markSignedOut(reason);
}

/** Calls the listener when the marker changes, in this tab or another. */
export const subscribeSignedIn = subscribeMark;

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
    // Storage blocked or full: the header shows "Your account" instead of the name.
  }
}
