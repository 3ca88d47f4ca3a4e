import { carriedOver, oldKeys } from './carry-over';
import { changeRecord, currentRecord } from './learner-record';
import { ROW_KINDS } from './record-rows';
import { signedInSince } from './signed-in';

/**
 * Takes the old stores into the record once (issue 33): the whole of them joined in one transaction,
 * and the old keys and the worker's copy removed only once it committed. If it did not (a full
 * storage), they stay, and the next start carries them over again, which adds nothing twice.
 */
export async function carryOverOldStores(fresh: boolean, storage = browserStorage()): Promise<void> {
  if (!storage || oldKeys(storage).length === 0) return;
  const pendingStore = typeof indexedDB === 'undefined' ? undefined : await import('./pending-batch');
  const pending = await pendingStore?.readPendingBatch().catch(() => undefined);
  const next = carriedOver(storage, currentRecord(), signedInSince(), pending, new Date(), fresh);
  const put = Object.fromEntries(ROW_KINDS.map((kind) => [kind, [...next.rows[kind].values()]]));
  if (!(await changeRecord({ put, meta: next.meta }))) return;
  for (const key of oldKeys(storage)) storage.removeItem(key);
  await pendingStore?.clearPendingBatch().catch(() => undefined);
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
