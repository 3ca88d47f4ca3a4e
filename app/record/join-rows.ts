import { JOINS } from '../../contract/sync/merge';
import { KEYS, ROW_KINDS, type RecordRows, type RowKind, type RowOf } from './record-rows';

type Join = (a: unknown, b: unknown) => unknown;

/**
 * Rows joined into a copy of `rows`, each with the one of its key by its kind's join
 * (contract/sync/merge.ts): the browser keeps its records as the account does, so taking the same
 * rows in twice, or in any order, ends the same.
 */
export function joinRows(rows: RecordRows, more: { [K in RowKind]?: readonly RowOf<K>[] }): RecordRows {
  const joined = { ...rows } as RecordRows;
  for (const kind of ROW_KINDS) {
    const added = more[kind] ?? [];
    if (added.length === 0) continue;
    const map = new Map(rows[kind] as Map<string, unknown>);
    const key = KEYS[kind] as (row: unknown) => string;
    const join = JOINS[kind] as Join;
    for (const row of added) {
      const id = key(row);
      const known = map.get(id);
      map.set(id, known === undefined ? row : join(known, row));
    }
    (joined as Record<RowKind, unknown>)[kind] = map;
  }
  return joined;
}
