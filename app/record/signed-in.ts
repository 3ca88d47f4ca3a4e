import type { SessionEndedReason } from '../../contract/accounts/session-ended';
import { SIGNED_IN_COOKIE } from '../../contract/accounts/signed-in-cookie';
import { storageSignal } from '../lib/storage-signal';

/**
 * Whether this browser is signed in to an account, kept in the browser so that a page knows it
 * without a request: a learner without an account makes none, and loads no sync code
 * (docs/decisions/0016-sync-merge.md). The account screens mark it when a sign-in succeeds and
 * clear it on sign-out (or when the server answers 401). Light (a constant its only import): the
 * header reads it.
 */
export const ACCOUNT_KEY = 'quiz-dojo:account:v1';
/** The database of the worker's copy (app/record/pending-batch.ts), written out: idb stays out of the landing page. */
export const WORKER_DB = 'quiz-dojo-sync';

const signal = storageSignal();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** When this browser signed in (epoch ms), or undefined when it is not signed in. */
export function signedInSince(): number | undefined {
  const since = Number(/^signed-in:(\d+)$/.exec(storage()?.getItem(ACCOUNT_KEY) ?? '')?.[1]);
  return Number.isSafeInteger(since) ? since : undefined;
}

export const isSignedIn = () => signedInSince() !== undefined;

/** After a sign-in: the sync sends everything this browser has once, so nothing of it is dropped. */
export function markSignedIn(now = Date.now()) {
  endedBecause = undefined;
  setMark(`signed-in:${now}`);
  void clearWorkerBatch();
}

/** Why this tab's browser was last signed out by the server, when it said: the account was deleted. */
let endedBecause: SessionEndedReason | undefined;
export const signedOutBecause = () => endedBecause;

/**
 * Signing out leaves the browser's own copy of the progress as it is. `reason` is what the server's
 * 401 said, if anything: the account page then says the account was deleted, not just "signed out".
 */
export function markSignedOut(reason?: SessionEndedReason) {
  endedBecause = reason;
  forgetServerMark();
  setMark(null);
  void clearWorkerBatch();
}

/**
 * A batch kept for the service worker (app/record/pending-batch.ts) was made under the sign-in that
 * just ended: sent under the next one's cookie it would act for another learner. Cleared when a
 * sign-in starts, before its request can set a new cookie (the account screens wait for it), and
 * again once it is marked. Loaded on demand, so the pages of a learner without an account carry none of it.
 */
export async function clearWorkerBatch(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const cleared = await import('./pending-batch')
    .then((store) => store.clearPendingBatch())
    .then(
      () => true,
      () => false,
    );
  // The store could not be opened (a later version's, its chunk not loaded): a copy left in it would
  // go under the next cookie, so the database goes whole. The worker's next open waits for that.
  if (!cleared) await deleteDatabase(WORKER_DB);
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(name);
      // Blocked by a connection still open: the delete is queued before any later open, so go on.
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

/**
 * The server's mark under the name it uses on this page's scheme. Over https only the `__Host-` one:
 * a plain one may have been planted (by an http page of this host or a sibling subdomain), and the
 * server neither reads nor clears it there, so each page would sign in and get a 401 again.
 */
function serverMark() {
  if (typeof document === 'undefined') return undefined;
  const name = SIGNED_IN_COOKIE[location.protocol === 'https:' ? 'secure' : 'plain'];
  // Its value is the session's end (server/accounts/session.ts); `1` from servers before that.
  const found = document.cookie
    .split('; ')
    .some((cookie) => cookie.startsWith(`${name}=`) && cookie.length > name.length + 1);
  return found ? name : undefined;
}

/**
 * A browser whose mark is gone while the server's session cookie lives on (Safari erases a site's
 * localStorage after seven days without a visit, not the cookies the server set) is signed in
 * again: as after any sign-in, the sync then merges what this browser has with the account's, so
 * the progress comes back. Reads a cookie only: no request (contract/accounts/signed-in-cookie.ts).
 */
export function adoptServerMark() {
  if (!isSignedIn() && serverMark()) markSignedIn();
}

/** The server clears its mark on sign-out and 401; this covers a mark it could not reach. */
function forgetServerMark() {
  const name = serverMark();
  if (name) document.cookie = `${name}=; Max-Age=0; Path=/${name.startsWith('__Host-') ? '; Secure' : ''}`;
}

function setMark(value: string | null) {
  try {
    if (value === null) storage()?.removeItem(ACCOUNT_KEY);
    else storage()?.setItem(ACCOUNT_KEY, value);
  } catch {
    // A full storage: the mark stays as it was; the next sign-in sets it again.
  }
  notifySignedIn();
}

/** Tells this tab's subscribers that what they show of the sign-in changed (the account's name too). */
export const notifySignedIn = signal.notify;

/** Also hears other tabs, so signing in on one starts the sync on every open tab. */
export const subscribeSignedIn = signal.subscribe;
