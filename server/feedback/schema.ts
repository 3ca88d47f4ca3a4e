import type { Db } from '../db/database.js';

/**
 * How many first (or later) answers picked one option of one question: nothing else, no address,
 * no account, no time of an answer. The option is the hash of its text (option-key.ts).
 */
export interface AnswerCountTable {
  question_id: string;
  option_key: string;
  /** 1 for a first answer in that browser, 0 for an answer after Reset topic. */
  first: number;
  answers: number;
}

/** One problem report, or several identical ones collapsed into one row (`reports` counts them). */
export interface QuestionReportTable {
  id: string;
  question_id: string;
  /** The question's text hash when reported: a different one today means it changed since. */
  question_hash: string;
  reason: string;
  /** Plain text as sent ('' for none); always shown escaped. */
  comment: string;
  /** Hash of the comment folded to lower case and single spaces: identical comments share it. */
  comment_key: string;
  reports: number;
  first_at: string;
  last_at: string;
  resolved_at: string | null;
}

/** Client report ids already stored, so a retried report is stored once (kept 30 days). */
export interface ReportReceiptTable {
  report_id: string;
  received_at: string;
}

export type FeedbackTables = {
  answer_counts: AnswerCountTable;
  question_reports: QuestionReportTable;
  report_receipts: ReportReceiptTable;
};

/** The shared database with the feedback tables typed, without widening server/db/schema.ts for everyone. */
export const feedbackDb = (db: Db) => db.withTables<FeedbackTables>();
export type FeedbackDb = ReturnType<typeof feedbackDb>;
