import { randomInt } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { answerKey, dayKey, JOINS, ratingKey, receivedAt, resetKey } from '../../contract/sync/merge.js';
import type { AccountBatch, SyncBatch } from '../../contract/sync/sync-schema.js';
import { isPostgres, type Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import type { QuizData } from '../api/quiz-store.js';
import { VIEW_REVISION } from './sync-etag.js';
import { progressFileOf } from './sync-export.js';
import { turnTaker } from './event-loop-turns.js';
import { applyChanges, type Change, type Changes } from './view-apply.js';
import { viewText } from './view-parts.js';
import { rebuildView, type Unreplayable } from './view-rebuild.js';

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
const KEYS_PER_QUERY = 250;

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

export type SyncStoreOptions = {
  maxRecords?: number;
  /** The server's clock, which stamps what the account receives (decision 16). */
  now?: () => number;
  /** Told of a card that cannot be replayed, which the view leaves out (issue 31). */
  onUnreplayable?: (accountId: string, card: string, reason: string) => void;
};

export function createSyncStore(db: Db, options: SyncStoreOptions = {}) {
  const { maxRecords = MAX_RECORDS_PER_ACCOUNT, now = Date.now, onUnreplayable = () => {} } = options;
  const postgres = isPostgres(db);
  const unreplayable =
    (accountId: string): Unreplayable =>
    (card, reason) =>
      onUnreplayable(accountId, card, reason);

  /** The stored records of some keys of one kind, by key. */
  async function storedOf(trx: Transaction<Database>, accountId: string, kind: Kind, keys: string[]) {
    const pause = turnTaker();
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
      await pause();
    }
    return stored;
  }

  /** The account's row, locked on PostgreSQL so that two instances writing one learner take turns. */
  async function locked(trx: Transaction<Database>, accountId: string) {
    const account = trx
      .selectFrom('accounts')
      .select(['sync_view_revision', 'sync_records_count'])
      .where('id', '=', accountId);
    const row = await (postgres ? account.forUpdate() : account).executeTakeFirst();
    if (!row) throw new AccountGoneError();
    return { current: Number(row.sync_view_revision) === VIEW_REVISION, records: Number(row.sync_records_count) };
  }

  /** Joins a batch into the stored records; what changed, with what each key held before. */
  async function join(trx: Transaction<Database>, accountId: string, batch: AccountBatch) {
    const pause = turnTaker();
    const changes = { answers: [], ratings: [], bases: [], days: [], resets: [] } as { [K in Kind]: Change<Record>[] };
    for (const kind of KINDS) {
      const incoming = new Map<string, Record>();
      const key = KEYS[kind] as (record: Record) => string;
      const merge = JOINS[kind] as (a: Record, b: Record) => Record;
      for (const record of batch[kind] ?? []) {
        const known = incoming.get(key(record));
        incoming.set(key(record), known ? merge(known, record) : record);
      }
      const stored = await storedOf(trx, accountId, kind, [...incoming.keys()]);
      const rows = [];
      for (const [id, record] of incoming) {
        const before = stored.get(id);
        await pause();
        const after = before ? merge(before, record) : record;
        const value = JSON.stringify(after);
        if (before && value === JSON.stringify(before)) continue;
        changes[kind].push({ before, after });
        const card = kind === 'ratings' ? answerKey(after as Record & { topicId: string; questionId: string }) : null;
        rows.push({ account_id: accountId, kind, key: id, value, card });
      }
      for (let index = 0; index < rows.length; index += KEYS_PER_QUERY / 5) {
        await trx
          .insertInto('sync_records')
          .values(rows.slice(index, index + KEYS_PER_QUERY / 5))
          .onConflict((conflict) =>
            conflict.columns(['account_id', 'kind', 'key']).doUpdateSet({ value: (eb) => eb.ref('excluded.value') }),
          )
          .execute();
        await pause();
      }
    }
    return changes as Changes;
  }

  /**
   * Merges a checked batch into the account's records and its kept view in one transaction: either
   * all of it is stored or none (a crash or a refusal mid-way leaves the account as it was). Returns
   * how many records changed (0 for a batch sent again: the records it stamps were stored at their
   * first receipt, which a join keeps, and the version stays).
   */
  async function push(accountId: string, upload: SyncBatch): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const account = await locked(trx, accountId);
      const changes = await join(trx, accountId, receivedAt(upload, now()));
      const changed = KINDS.reduce((sum, kind) => sum + changes[kind].length, 0);
      if (changed === 0) return 0;
      const added = KINDS.reduce((sum, kind) => sum + changes[kind].filter((change) => !change.before).length, 0);
      let records = account.records + added;
      if (account.current && records > maxRecords) throw new AccountFullError();
      if (!account.current || !(await applyChanges(trx, accountId, changes, unreplayable(accountId)))) {
        records = await rebuildView(trx, accountId, unreplayable(accountId));
        if (records > maxRecords) throw new AccountFullError();
      }
      // In this transaction, so no reader sees the new records under the old version (a 304 that hides
      // them). A random step, not +1: after a restored backup brings an older version back, +1 would
      // give again the versions devices hold tags of, and their pulls would get 304s that hide changes.
      const step = randomInt(1, VERSIONS);
      await trx
        .updateTable('accounts')
        .set({
          sync_version: sql<number>`(sync_version + ${step}) % ${VERSIONS}`,
          sync_view_revision: VIEW_REVISION,
          sync_records_count: records,
        })
        .where('id', '=', accountId)
        .execute();
      return changed;
    });
  }

  /** Builds an account's view whole where it was never kept, or kept by older rules; once at a time here. */
  const building = new Map<string, Promise<void>>();
  function rebuild(accountId: string): Promise<void> {
    const running = building.get(accountId);
    if (running) return running;
    const done = db
      .transaction()
      .execute(async (trx) => {
        if ((await locked(trx, accountId)).current) return;
        const records = await rebuildView(trx, accountId, unreplayable(accountId));
        await trx
          .updateTable('accounts')
          .set({ sync_view_revision: VIEW_REVISION, sync_records_count: records })
          .where('id', '=', accountId)
          .execute();
      })
      .finally(() => building.delete(accountId));
    building.set(accountId, done);
    return done;
  }

  /**
   * The account's version and what its view needs (undefined: no such account), one read by primary
   * key. Read it before the view: a view read after it is at least as new, so its tag can only make
   * the next pull a 200.
   */
  async function version(accountId: string) {
    const row = await db
      .selectFrom('accounts')
      .select(['sync_version', 'sync_view_revision', 'sync_records_count'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      version: Number(row.sync_version),
      current: Number(row.sync_view_revision) === VIEW_REVISION,
      records: Number(row.sync_records_count),
    };
  }

  /** The account as version() reads it, its view built whole first where it was never kept. */
  async function kept(accountId: string) {
    const account = await version(accountId);
    if (!account || account.current) return account;
    await rebuild(accountId).catch((error: unknown) => {
      if (!(error instanceof AccountGoneError)) throw error;
    });
    return version(accountId);
  }

  /**
   * The account's view as JSON text (contract/sync/sync-schema.ts, SyncView): a read of its kept rows,
   * whatever it holds. Undefined: no such account.
   */
  async function view(accountId: string, dropped?: number): Promise<string | undefined> {
    const account = await kept(accountId);
    if (!account) return undefined;
    // Pulls of one account at one version share one read: ten devices (or one client asking ten
    // times at once) cost what one does, and leave the loop to everyone else meanwhile.
    const key = `${accountId} ${account.version} ${dropped ?? ''}`;
    const reading = reads.get(key) ?? viewText(db, accountId, account.records, maxRecords, dropped);
    if (!reads.has(key)) {
      reads.set(key, reading);
      void reading.finally(() => reads.delete(key)).catch(() => {});
    }
    return reading;
  }
  const reads = new Map<string, Promise<string>>();

  /** The account's progress file as JSON text (server/sync/sync-export.ts). Undefined: no such account. */
  async function exportFile(accountId: string, data: QuizData, now: Date): Promise<string | undefined> {
    return (await kept(accountId)) && progressFileOf(db, accountId, data, now);
  }

  return { push, view, exportFile, version, maxRecords };
}

export type SyncStore = ReturnType<typeof createSyncStore>;
