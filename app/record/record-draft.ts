import { changeRecord, changeRecordDurably, currentRecord } from './learner-record';
import type { RecordChange } from './record-db';
import { KEYS, type LearnerRecord, type RecordMeta, type RowKind, type RowOf } from './record-rows';

/**
 * One change to the record, built up by the stores that take part in it (an answer, its card and
 * its day), then made at once: every screen sees all of it or none, and it is written in one
 * transaction. `get` reads a row as the draft has it.
 */
export class RecordDraft {
  readonly record: LearnerRecord = currentRecord();
  private readonly puts = new Map<RowKind, Map<string, unknown>>();
  private readonly deletes = new Map<RowKind, Set<string>>();
  private nextMeta: RecordMeta | undefined;

  get meta(): RecordMeta {
    return this.nextMeta ?? this.record.meta;
  }

  get<K extends RowKind>(kind: K, key: string): RowOf<K> | undefined {
    if (this.deletes.get(kind)?.has(key)) return undefined;
    return (this.puts.get(kind)?.get(key) ?? this.record.rows[kind].get(key)) as RowOf<K> | undefined;
  }

  put<K extends RowKind>(kind: K, row: RowOf<K>): this {
    const key = (KEYS[kind] as (row: RowOf<K>) => string)(row);
    this.deletes.get(kind)?.delete(key);
    this.puts.set(kind, (this.puts.get(kind) ?? new Map()).set(key, row));
    return this;
  }

  remove(kind: RowKind, key: string): this {
    this.puts.get(kind)?.delete(key);
    this.deletes.set(kind, (this.deletes.get(kind) ?? new Set()).add(key));
    return this;
  }

  setMeta(change: (meta: RecordMeta) => RecordMeta): this {
    this.nextMeta = change(this.meta);
    return this;
  }

  get empty(): boolean {
    return this.nextMeta === undefined && this.puts.size === 0 && this.deletes.size === 0;
  }

  /**
   * Makes the change (nothing when it is empty); resolves whether it was written. `durably`: only
   * once it was written, and not at all if it could not be (./learner-record.ts).
   */
  commit({ durably = false } = {}): Promise<boolean> {
    if (this.empty) return Promise.resolve(true);
    const change: RecordChange = {
      put: Object.fromEntries([...this.puts].map(([kind, rows]) => [kind, [...rows.values()]])),
      delete: Object.fromEntries([...this.deletes].map(([kind, keys]) => [kind, [...keys]])),
      ...(this.nextMeta ? { meta: this.nextMeta } : {}),
    };
    return durably ? changeRecordDurably(change) : changeRecord(change);
  }
}
