import { randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { answerKey, dayKey, JOINS, mergeBatches, ratingKey, receivedAt, resetKey } from '../../contract/sync/merge.js';
import type { AccountBatch, SyncBatch } from '../../contract/sync/sync-schema.js';
import { isPostgres, type Db } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * The most records one account may hold (docs/decisions/0016-sync-merge.md). Answers and bases are
 * bounded by the bank (under 2,500 each today); ratings, days and resets grow with use: a learner
 * rating 100 questions every day fills the rest in about 2.6 years. At the bound an upload is refused
 * whole with a 409 that says so, and nothing of it is stored; the browser keeps it.
 */
export const MAX_RECORDS_PER_ACCOUNT = 100_000;
/** Versions stay under 2^30, so one plus a step under 2^30 fits PostgreSQL's integer; never 0 apart. */
const VERSIONS = 2 ** 30 - 1;
/** Keys looked up per query: far below SQLite's and PostgreSQL's limits on parameters. */
const KEYS_PER_QUERY = 500;

export class AccountFullError extends Error {}
/** The account was deleted while its upload waited (its rows can no longer refer to it). */
export class AccountGoneError extends Error {}

type Kind = keyof AccountBatch;
type Record = NonNullable<AccountBatch[Kind]>[number];
const KEYS: { [K in Kind]: (record: NonNullable<AccountBatch[K]>[number]) => string } = {
  answers: answerKey,
  ratings: ratingKey,
  bases: answerKey,
  days: dayKey,
  resets: resetKey,
};
const KINDS = Object.keys(KEYS) as Kind[];

/** `now` is the server's clock, which stamps what the account receives (decision 16). */
export function createSyncStore(db: Db, maxRecords = MAX_RECORDS_PER_ACCOUNT, now: () => number = Date.now) {
  const postgres = isPostgres(db);

  /** The stored records of some keys of one kind, by key. */
  async function storedOf(trx: Transaction<Database>, accountId: string, kind: Kind, keys: string[]) {
    const stored = new Map<string, Record>();
    for (let index = 0; index < keys.length; index += KEYS_PER_QUERY) {
      const rows = await trx
        .selectFrom('sync_records')
        .select(['key', 'value'])
        .where('account_id', '=', accountId)
        .where('kind', '=', kind)
        .where('key', 'in', keys.slice(index, index + KEYS_PER_QUERY))
        .execute();
      for (const row of rows) stored.set(row.key, JSON.parse(row.value) as Record);
    }
    return stored;
  }

  /**
   * Merges a checked batch into the account's records in one transaction: either all of it is
   * stored or none (a crash or a refusal mid-way leaves the account as it was). On PostgreSQL the
   * account's row is locked first, so two instances merging uploads of one learner take turns;
   * SQLite has one writer. Returns how many records changed (0 for a batch sent again: the records
   * it stamps were stored at their first receipt, which a join keeps, and the version stays).
   */
  async function push(accountId: string, upload: SyncBatch): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const batch = receivedAt(upload, now());
      const account = trx.selectFrom('accounts').select('id').where('id', '=', accountId);
      if (!(await (postgres ? account.forUpdate() : account).executeTakeFirst())) throw new AccountGoneError();
      let changed = 0;
      for (const kind of KINDS) {
        const incoming = new Map<string, Record>();
        const key = KEYS[kind] as (record: Record) => string;
        const join = JOINS[kind] as (a: Record, b: Record) => Record;
        for (const record of batch[kind] ?? []) {
          const known = incoming.get(key(record));
          incoming.set(key(record), known ? join(known, record) : record);
        }
        const stored = await storedOf(trx, accountId, kind, [...incoming.keys()]);
        const rows = [];
        for (const [id, record] of incoming) {
          const before = stored.get(id);
          const value = JSON.stringify(before ? join(before, record) : record);
          if (before && value === JSON.stringify(before)) continue;
          rows.push({ account_id: accountId, kind, key: id, value });
        }
        for (let index = 0; index < rows.length; index += KEYS_PER_QUERY / 5) {
          await trx
            .insertInto('sync_records')
            .values(rows.slice(index, index + KEYS_PER_QUERY / 5))
            .onConflict((conflict) =>
              conflict.columns(['account_id', 'kind', 'key']).doUpdateSet({ value: (eb) => eb.ref('excluded.value') }),
            )
            .execute();
        }
        changed += rows.length;
      }
      if (changed > 0 && (await countOf(trx, accountId)) > maxRecords) throw new AccountFullError();
      // In this transaction, so no reader sees the new records under the old version (a 304 that hides
      // them). A random step, not +1: after a restored backup brings an older version back, +1 would
      // give again the versions devices hold tags of, and their pulls would get 304s that hide changes.
      if (changed > 0) {
        const step = randomInt(1, VERSIONS);
        await trx
          .updateTable('accounts')
          .set({ sync_version: sql<number>`(sync_version + ${step}) % ${VERSIONS}` })
          .where('id', '=', accountId)
          .execute();
      }
      return changed;
    });
  }

  async function countOf(trx: Transaction<Database> | Db, accountId: string): Promise<number> {
    const row = await trx
      .selectFrom('sync_records')
      .select(sql<number | string>`count(*)`.as('count'))
      .where('account_id', '=', accountId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Everything the account holds, merged (each key is one record already). */
  async function read(accountId: string): Promise<{ state: Required<AccountBatch>; records: number }> {
    const rows = await db
      .selectFrom('sync_records')
      .select(['kind', 'value'])
      .where('account_id', '=', accountId)
      .execute();
    const batch: { [K in Kind]: Record[] } = { answers: [], ratings: [], bases: [], days: [], resets: [] };
    for (const row of rows) batch[row.kind as Kind]?.push(JSON.parse(row.value) as Record);
    return { state: mergeBatches(batch as AccountBatch), records: rows.length };
  }

  /**
   * The account's version (undefined: no such account), one read by primary key. Read it before the
   * records: a view read after it is at least as new, so its tag can only make the next pull a 200.
   */
  async function version(accountId: string): Promise<number | undefined> {
    const row = await db.selectFrom('accounts').select('sync_version').where('id', '=', accountId).executeTakeFirst();
    return row === undefined ? undefined : Number(row.sync_version);
  }

  return { push, read, version, maxRecords };
}

export type SyncStore = ReturnType<typeof createSyncStore>;
