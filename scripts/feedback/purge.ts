import type { Db } from '../../server/db/database.js';
import { feedbackDb } from '../../server/feedback/schema.js';

/** Resolved reports are kept this long after they were resolved; open ones until resolved. */
export const RESOLVED_REPORT_DAYS = 90;
/** Report ids remembered against retries: an offline queue sends within days, never months. */
export const RECEIPT_DAYS = 30;

const daysAgo = (days: number, now: Date) => new Date(now.getTime() - days * 86_400_000).toISOString();

/** Deletes what the retention rules say is no longer kept (docs/deploy.md); the counts of questions the bank no longer has too. */
export async function purge(db: Db, bankQuestionIds: Set<string>, now = new Date()) {
  const fdb = feedbackDb(db);
  const reports = await fdb
    .deleteFrom('question_reports')
    .where('resolved_at', '<', daysAgo(RESOLVED_REPORT_DAYS, now))
    .executeTakeFirst();
  const receipts = await fdb
    .deleteFrom('report_receipts')
    .where('received_at', '<', daysAgo(RECEIPT_DAYS, now))
    .executeTakeFirst();
  const counted = await fdb.selectFrom('answer_counts').select('question_id').distinct().execute();
  const gone = counted.map((row) => row.question_id).filter((id) => !bankQuestionIds.has(id));
  let counts = 0n;
  for (let start = 0; start < gone.length; start += 500) {
    const result = await fdb
      .deleteFrom('answer_counts')
      .where('question_id', 'in', gone.slice(start, start + 500))
      .executeTakeFirst();
    counts += result.numDeletedRows;
  }
  return { reports: Number(reports.numDeletedRows), receipts: Number(receipts.numDeletedRows), counts: Number(counts) };
}
