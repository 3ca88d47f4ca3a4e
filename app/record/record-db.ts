import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import {
  emptyMeta,
  emptyRows,
  KEYS,
  newDevice,
  ROW_KINDS,
  type LearnerRecord,
  type RecordMeta,
  type RowKind,
  type RowOf,
} from './record-rows';
import { recordMetaOf } from './record-meta';

/**
 * Where the learner's record lives (docs/decisions/0019-learner-record-storage.md): a store a kind of
 * row, keyed as contract/sync/merge.ts keys it, and the meta under one key. Read whole once at
 * start; each change written in one transaction, so an answer, its card and its day are kept together.
 */
export const RECORD_DB = 'quiz-dojo-record';
const VERSION = 1;
const META_KEY = 'meta';

interface RecordSchema extends DBSchema {
  answers: { key: string; value: RowOf<'answers'> };
  bases: { key: string; value: RowOf<'bases'> };
  ratings: { key: string; value: RowOf<'ratings'> };
  days: { key: string; value: RowOf<'days'> };
  resets: { key: string; value: RowOf<'resets'> };
  meta: { key: string; value: unknown };
}
export type RecordDb = IDBPDatabase<RecordSchema>;

/** The rows a change puts (replacing those of the same key) and the keys it deletes, and the new meta. */
export type RecordChange = {
  put?: { [K in RowKind]?: readonly RowOf<K>[] };
  delete?: { [K in RowKind]?: readonly string[] };
  meta?: RecordMeta;
};

/** Undefined where the browser refuses IndexedDB (some private windows): the record then lives in memory. */
export async function openRecordDb(): Promise<RecordDb | undefined> {
  if (typeof indexedDB === 'undefined') return undefined;
  try {
    return await openDB<RecordSchema>(RECORD_DB, VERSION, {
      upgrade(db) {
        for (const kind of ROW_KINDS) db.createObjectStore(kind);
        db.createObjectStore('meta');
      },
      // A newer version of the app in another tab wants the database: this tab lets it go.
      blocking(_current, _next, event) {
        (event.target as IDBDatabase).close();
      },
    });
  } catch {
    return undefined;
  }
}

/** Every row and the meta, in one read-only transaction. Undefined meta: the database is new. */
export async function loadRecord(db: RecordDb): Promise<{ record: LearnerRecord; fresh: boolean }> {
  const tx = db.transaction([...ROW_KINDS, 'meta'], 'readonly');
  const rows = emptyRows();
  const [meta] = await Promise.all([
    tx.objectStore('meta').get(META_KEY),
    ...ROW_KINDS.map(async (kind) => {
      const [keys, values] = await Promise.all([tx.objectStore(kind).getAllKeys(), tx.objectStore(kind).getAll()]);
      const map = rows[kind] as Map<string, unknown>;
      // Every row was checked at the edge it came in by (a page, an import, the account): here a row
      // is left out only if it is not under its own key, which no version of this code writes.
      values.forEach((value, index) => {
        const key = keys[index]!;
        if (typeof value === 'object' && value !== null && (KEYS[kind] as (row: unknown) => string)(value) === key)
          map.set(key, value);
      });
    }),
    tx.done,
  ]);
  const known = recordMetaOf(meta);
  return { record: { rows, meta: known ?? emptyMeta(newDevice()) }, fresh: known === undefined };
}

/** Writes a change in one transaction: all of it or, if the browser refuses it (full), none. */
export async function commitChange(db: RecordDb, change: RecordChange): Promise<void> {
  const kinds = ROW_KINDS.filter((kind) => change.put?.[kind]?.length || change.delete?.[kind]?.length);
  const tx = db.transaction([...kinds, 'meta'], 'readwrite');
  const writes: Promise<unknown>[] = [];
  try {
    for (const kind of kinds) {
      const store = tx.objectStore(kind);
      const key = KEYS[kind] as (row: unknown) => string;
      for (const gone of change.delete?.[kind] ?? []) writes.push(store.delete(gone));
      for (const row of change.put?.[kind] ?? []) writes.push(store.put(row as never, key(row)));
    }
    if (change.meta) writes.push(tx.objectStore('meta').put(change.meta, META_KEY));
  } catch (error) {
    // A write refused as it is made (a full storage) would leave the others to commit alone.
    tx.abort();
    await Promise.allSettled([...writes, tx.done]);
    throw error;
  }
  await Promise.all([...writes, tx.done]);
}

/**
 * The rows of the keys a change touched, and the meta if it set one, as they are stored now: what
 * another tab's change left once every write before it committed (./learner-record.ts).
 */
export async function readChanged(db: RecordDb, change: RecordChange): Promise<RecordChange> {
  const kinds = ROW_KINDS.filter((kind) => change.put?.[kind]?.length || change.delete?.[kind]?.length);
  const tx = db.transaction([...kinds, 'meta'], 'readonly');
  const now: { put: Record<string, unknown[]>; delete: Record<string, string[]>; meta?: RecordMeta } = {
    put: {},
    delete: {},
  };
  const reads = kinds.flatMap((kind) => {
    const key = KEYS[kind] as (row: unknown) => string;
    const keys = [...(change.put?.[kind] ?? []).map(key), ...(change.delete?.[kind] ?? [])];
    return keys.map(async (one) => {
      const row = await tx.objectStore(kind).get(one);
      if (row === undefined) (now.delete[kind] ??= []).push(one);
      else (now.put[kind] ??= []).push(row);
    });
  });
  const meta = change.meta ? tx.objectStore('meta').get(META_KEY).then(recordMetaOf) : undefined;
  const [known] = await Promise.all([meta, ...reads, tx.done]);
  if (known) now.meta = known;
  return now as RecordChange;
}
