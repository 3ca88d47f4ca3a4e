import { createHash, randomBytes } from 'node:crypto';
import type { ReportReason } from '../../contract/feedback.js';
import type { FeedbackDb } from './schema.js';

export type IncomingReport = {
  reportId?: string;
  questionId: string;
  questionHash: string;
  reason: ReportReason;
  comment?: string;
};

/** Identical comments: the same words whatever the case and spacing. */
export function commentKey(comment: string | undefined): string {
  if (!comment) return '';
  const folded = comment.toLowerCase().replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(folded).digest('hex').slice(0, 16);
}

const HOUR_MS = 60 * 60_000;

/**
 * A report's times are kept to the hour: a time to the millisecond could link a report to a log
 * line or two reports to one sender (docs/decisions/0017-feedback.md).
 */
export const reportTime = (at: Date) => new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS).toISOString();

/** Short, typed by an author in `content:reports -- --resolve <id>`; never starts with a dash. */
const newReportRowId = () => randomBytes(5).toString('hex');

/**
 * Stores a report in one transaction and resolves only after it committed, so an acknowledged report
 * is never lost. A report identical to an open one (same question text, reason and comment) adds to
 * its count. A client id already received is a retry: nothing changes and it is acknowledged again.
 */
export async function storeReport(db: FeedbackDb, report: IncomingReport, now = new Date()): Promise<void> {
  const at = reportTime(now);
  await db.transaction().execute(async (trx) => {
    if (report.reportId) {
      const receipt = await trx
        .insertInto('report_receipts')
        .values({ report_id: report.reportId, received_at: at })
        .onConflict((conflict) => conflict.column('report_id').doNothing())
        .executeTakeFirst();
      if (Number(receipt.numInsertedOrUpdatedRows ?? 0) === 0) return;
    }
    await trx
      .insertInto('question_reports')
      .values({
        id: newReportRowId(),
        question_id: report.questionId,
        question_hash: report.questionHash,
        reason: report.reason,
        comment: report.comment ?? '',
        comment_key: commentKey(report.comment),
        reports: 1,
        first_at: at,
        last_at: at,
        resolved_at: null,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['question_id', 'question_hash', 'reason', 'comment_key'])
          .where('resolved_at', 'is', null)
          .doUpdateSet((eb) => ({ reports: eb('question_reports.reports', '+', 1), last_at: at })),
      )
      .execute();
  });
}
