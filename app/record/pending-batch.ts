import { openDB, type DBSchema } from 'idb';
import type { SyncBatch } from '../../contract/sync/sync-schema';

/**
 * A copy of the batch a signed-in page could not send, kept in IndexedDB for the service worker,
 * which cannot read localStorage (app/offline/background-sync.ts). Only ever one: each copy is the
 * whole of what waited when it was made, and merges are idempotent and order-independent
 * (docs/decisions/0016-sync-merge.md), so a newer copy replaces an older one and either may go twice.
 * Shared by the page's sync chunk and the worker: it imports nothing of the app.
 */
export const SYNC_TAG = 'quiz-dojo-sync';
/** SYNC_ROUTES.sync, written out: the contract's module would bring zod into the worker (a test keeps them equal). */
export const SYNC_PATH = '/api/sync';
/** The database, which a sign-in deletes whole when it cannot open it (./signed-in.ts; a test keeps them equal). */
export const PENDING_DB = 'quiz-dojo-sync';
const STORE = 'pending';
const KEY = 'batch';

export type PendingBatch = {
  /** Random, so the worker and the page delete only the copy they sent, never a newer one. */
  id: string;
  /** The sign-in (app/record/signed-in.ts) the batch was made under: another sign-in never sends it. */
  signedInSince: number;
  batch: SyncBatch;
};

interface PendingSchema extends DBSchema {
  pending: { key: string; value: PendingBatch };
}

// Each call opens and closes its own connection, so a later version's upgrade is never held up.
const open = () => openDB<PendingSchema>(PENDING_DB, 1, { upgrade: (db) => db.createObjectStore(STORE) });

/** Where IndexedDB cannot be used (a private window may refuse it), nothing is kept. */
const hasIndexedDb = () => typeof indexedDB !== 'undefined';

export async function readPendingBatch(): Promise<PendingBatch | undefined> {
  if (!hasIndexedDb()) return undefined;
  const db = await open();
  try {
    return await db.get(STORE, KEY);
  } finally {
    db.close();
  }
}

/** Stores the batch, replacing any older copy; returns its id. */
export async function storePendingBatch(batch: SyncBatch, signedInSince: number): Promise<string | undefined> {
  if (!hasIndexedDb()) return undefined;
  const id = crypto.randomUUID();
  const db = await open();
  try {
    await db.put(STORE, { id, signedInSince, batch }, KEY);
    return id;
  } finally {
    db.close();
  }
}

/**
 * Deletes the stored copy when it passes the test, in one transaction so that a copy stored in the
 * meantime is never deleted by mistake. Resolves whether one was deleted.
 */
async function deleteWhen(test: (pending: PendingBatch) => boolean): Promise<boolean> {
  if (!hasIndexedDb()) return false;
  const db = await open();
  try {
    const tx = db.transaction(STORE, 'readwrite');
    const pending = await tx.store.get(KEY);
    const doomed = pending !== undefined && test(pending);
    if (doomed) await tx.store.delete(KEY);
    await tx.done;
    return doomed;
  } finally {
    db.close();
  }
}

/** Once this copy was sent (or refused for good): a newer copy stored meanwhile stays. */
export const deletePendingBatch = (id: string) => deleteWhen((pending) => pending.id === id);

/** At sign-in and sign-out: a batch of one account must never go out under another's cookie. */
export const clearPendingBatch = () => deleteWhen(() => true);

/**
 * A copy made under another sign-in than the current one (or with none) is dropped. Resolves the id
 * of a copy of this sign-in that stays (an earlier page's, perhaps one the browser gave up sending).
 */
export async function dropPendingBatchUnlessOf(signedInSince: number | undefined): Promise<string | undefined> {
  let kept: string | undefined;
  await deleteWhen((pending) => {
    if (pending.signedInSince === signedInSince) kept = pending.id;
    return kept === undefined;
  });
  return kept;
}
