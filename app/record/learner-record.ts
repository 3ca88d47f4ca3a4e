import {
  commitChange,
  loadRecord,
  openRecordDb,
  readChanged,
  RECORD_DB,
  type RecordChange,
  type RecordDb,
} from './record-db';
import { emptyMeta, emptyRows, KEYS, newDevice, ROW_KINDS, type LearnerRecord, type RowKind } from './record-rows';

/**
 * THE owner of the learner's record in this tab (docs/decisions/0019-learner-record-storage.md):
 * read whole from IndexedDB once at start, held in memory so every view is synchronous, each change
 * applied here at once and written behind in one transaction, in the order made. Other tabs hear
 * each change on a BroadcastChannel and apply it to their copy. Nothing else reads or writes it.
 */
const CHANNEL = 'quiz-dojo-record';

let record: LearnerRecord = { rows: emptyRows(), meta: emptyMeta(newDevice()) };
let version = 0;
let db: RecordDb | undefined;
let writes: Promise<boolean> = Promise.resolve(true);
/** Changes made in this tab, so a read of another tab's change knows whether one came after it. */
let localChanges = 0;
let channel: BroadcastChannel | undefined;
let opened: Promise<{ fresh: boolean }> | undefined;
const listeners = new Set<() => void>();

/**
 * Opens the record (once; later calls share the first) and resolves whether it is new here.
 * Without IndexedDB the record lives in memory for the visit.
 */
export function openRecord(): Promise<{ fresh: boolean }> {
  opened ??= (async () => {
    db = await openRecordDb();
    const loaded = db ? await loadRecord(db) : { record, fresh: true };
    record = loaded.record;
    if (loaded.fresh) void persist({ meta: record.meta });
    if (typeof BroadcastChannel !== 'undefined') {
      channel = new BroadcastChannel(CHANNEL);
      channel.onmessage = (event: MessageEvent<RecordChange>) => takeInOtherTabs(event.data);
    }
    version++;
    notify();
    return { fresh: loaded.fresh };
  })();
  return opened;
}

/** The record as it is now. Its maps are replaced, never changed in place: a kept reference stays as it was. */
export const currentRecord = (): LearnerRecord => record;

/** Changes with every change, for views to memoize on and for useSyncExternalStore's snapshots. */
export const recordVersion = () => version;

/**
 * Applies a change here at once, writes it behind and tells the other tabs. Resolves whether it was
 * written: false where the storage refused it (full) or there is none, and the change lives in this
 * visit only.
 */
export function changeRecord(change: RecordChange): Promise<boolean> {
  applyChange(change, true);
  return writes;
}

/**
 * A change that must be kept or not made at all (an imported file): written first, after the writes
 * before it, and applied here and in the other tabs only once it was. Resolves whether it was.
 */
export function changeRecordDurably(change: RecordChange): Promise<boolean> {
  return persist(change).then((done) => {
    if (done) applyChange(change, false);
    if (done) channel?.postMessage(change);
    return done;
  });
}

/**
 * Another tab's change, heard once it committed. What is stored is the one order every tab agrees
 * on, so this tab takes in the rows as they are stored once its own writes before have committed,
 * not as the message has them: two tabs writing one row at once end with the same row, here, there
 * and in storage. Without storage there is no other order to follow.
 */
function takeInOtherTabs(change: RecordChange) {
  const target = db;
  if (!target) return applyChange(change, false);
  const since = localChanges;
  const stored = writes.then(() => readChanged(target, change).catch(() => change));
  writes = stored.then((now) => {
    // A change made here meanwhile is written after this read: read again once it is.
    if (localChanges !== since) takeInOtherTabs(change);
    else applyChange(now, false);
    return true;
  });
}

function applyChange(change: RecordChange, write: boolean) {
  const rows = { ...record.rows };
  for (const kind of ROW_KINDS) {
    const put = change.put?.[kind] ?? [];
    const gone = change.delete?.[kind] ?? [];
    if (put.length === 0 && gone.length === 0) continue;
    const map = new Map(rows[kind] as Map<string, unknown>);
    for (const key of gone) map.delete(key);
    const key = KEYS[kind] as (row: unknown) => string;
    for (const row of put) map.set(key(row), row);
    (rows as Record<RowKind, unknown>)[kind] = map;
  }
  record = { rows, meta: change.meta ?? record.meta };
  version++;
  // Other tabs hear a change once it committed (or could not be), so they read what it left.
  if (write) localChanges++;
  if (write) void persist(change).then(() => channel?.postMessage(change));
  notify();
}

/** Writes a change after the writes before it (one failure does not stop those after); resolves whether it was. */
function persist(change: RecordChange): Promise<boolean> {
  const target = db;
  writes = writes.then(() =>
    target
      ? commitChange(target, change).then(
          () => true,
          () => false,
        )
      : false,
  );
  return writes;
}

/**
 * Forgets the record in this tab and deletes its database: between tests, so each starts with a
 * learner who has answered nothing (app/test-setup.ts).
 */
export async function forgetRecord(): Promise<void> {
  await opened?.catch(() => undefined);
  await writes;
  db?.close();
  channel?.close();
  [db, channel, opened] = [undefined, undefined, undefined];
  record = { rows: emptyRows(), meta: emptyMeta(newDevice()) };
  writes = Promise.resolve(true);
  version++;
  if (typeof indexedDB !== 'undefined')
    await new Promise((resolve) => {
      const request = indexedDB.deleteDatabase(RECORD_DB);
      request.onsuccess = request.onerror = request.onblocked = resolve;
    });
}

export function subscribeRecord(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify() {
  for (const listener of listeners) listener();
}
