import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { turnTaker } from './event-loop-turns.js';

/**
 * The rows of an account's kept view (server/sync/sync-view-migration.ts): answers and cards one row
 * a topic (question id -> value), activity (day -> counts) and resets (topic id -> time) one row each.
 */
export type Part = 'answers' | 'cards' | 'activity' | 'resets';
export type Parts = Map<string, Record<string, unknown>>;
const WHOLE = '';

type Access = Db | Transaction<Database>;

/** Some rows of one part, parsed, by key (every row of it without `keys`). */
export async function readPart<T>(
  trx: Access,
  accountId: string,
  part: Part,
  keys?: string[],
): Promise<Map<string, Record<string, T>>> {
  let query = trx
    .selectFrom('sync_views')
    .select(['key', 'value'])
    .where('account_id', '=', accountId)
    .where('part', '=', part);
  if (keys) {
    if (keys.length === 0) return new Map();
    query = query.where('key', 'in', keys);
  }
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.key, JSON.parse(row.value) as Record<string, T>]));
}

/** The single row of activity or resets (empty when there is none). */
export async function readWhole<T>(trx: Access, accountId: string, part: 'activity' | 'resets') {
  return (await readPart<T>(trx, accountId, part, [WHOLE])).get(WHOLE) ?? {};
}

/** Writes these rows of a part; an empty one is deleted, so a view holds no empty topic. */
export async function writePart(trx: Transaction<Database>, accountId: string, part: Part, rows: Parts) {
  const gone = [...rows].filter(([, value]) => Object.keys(value).length === 0).map(([key]) => key);
  const kept = [...rows].filter(([, value]) => Object.keys(value).length > 0);
  if (gone.length > 0)
    await trx
      .deleteFrom('sync_views')
      .where('account_id', '=', accountId)
      .where('part', '=', part)
      .where('key', 'in', gone)
      .execute();
  // A row at a time, with turns between: a topic's cards are tens of kilobytes of JSON.
  const pause = turnTaker();
  for (const [key, value] of kept) {
    await pause();
    await trx
      .insertInto('sync_views')
      .values({ account_id: accountId, part, key, value: JSON.stringify(value) })
      .onConflict((conflict) =>
        conflict.columns(['account_id', 'part', 'key']).doUpdateSet({ value: (eb) => eb.ref('excluded.value') }),
      )
      .execute();
  }
}

export function writeWhole(trx: Transaction<Database>, accountId: string, part: 'activity' | 'resets', value: object) {
  return writePart(trx, accountId, part, new Map([[WHOLE, value as Record<string, unknown>]]));
}

/**
 * The view as the JSON text GET /api/sync sends (contract/sync/sync-schema.ts, SyncView), put
 * together from the stored rows' own text: a pull parses nothing, whatever the account holds.
 */
export async function viewText(db: Db, accountId: string, records: number, maxRecords: number, dropped?: number) {
  // One turn each: pulls that came together do not run back to back in one turn of the loop.
  await nextTurn();
  const rows = await db
    .selectFrom('sync_views')
    .select(['part', 'key', 'value'])
    .where('account_id', '=', accountId)
    .execute();
  const byTopic = (part: Part) =>
    `{${rows
      .filter((row) => row.part === part)
      .map((row) => `${JSON.stringify(row.key)}:${row.value}`)
      .join(',')}}`;
  const whole = (part: Part) => rows.find((row) => row.part === part && row.key === WHOLE)?.value ?? '{}';
  const extra = dropped === undefined ? '' : `,"dropped":${dropped}`;
  return `{"answers":${byTopic('answers')},"cards":${byTopic('cards')},"activity":${whole('activity')},"resets":${whole('resets')},"records":${records},"maxRecords":${maxRecords}${extra}}`;
}
