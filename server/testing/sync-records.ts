import { mergeBatches } from '../../contract/sync/merge.js';
import { progressView, resetTimes } from '../../contract/sync/progress-view.js';
import type { AccountBatch } from '../../contract/sync/sync-schema.js';
import type { Db } from '../db/database.js';

/** Every record an account holds, merged, read straight from the table (what the view is built from). */
export async function storedState(db: Db, accountId: string) {
  const rows = await db
    .selectFrom('sync_records')
    .select(['kind', 'value'])
    .where('account_id', '=', accountId)
    .execute();
  const batch: Required<AccountBatch> = { answers: [], ratings: [], bases: [], days: [], resets: [] };
  for (const row of rows) (batch[row.kind as keyof AccountBatch] as unknown[]).push(JSON.parse(row.value));
  return { state: mergeBatches(batch), records: rows.length };
}

/** The view contract/sync/progress-view.ts gives of those records: what a kept view must equal. */
export async function expectedView(db: Db, accountId: string, maxRecords: number) {
  const { state, records } = await storedState(db, accountId);
  return { ...progressView(state), resets: resetTimes(state), records, maxRecords };
}
