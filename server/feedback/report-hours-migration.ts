import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/** An ISO 8601 time's first 13 characters are its date and hour (`2026-11-26T10`), on both dialects. */
const toHour = (column: string) => sql`substr(${sql.ref(column)}, 1, 13) || ':00:00.000Z'`;

/**
 * '0007_report_hours': reports stored before their times were kept to the hour (issue 31) get the
 * same coarse times, so no stored report keeps a millisecond time that could link it to a log line
 * or to another report of the same sender. `resolved_at` is an author's, and stays as it is.
 */
export const reportHoursMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update question_reports set first_at = ${toHour('first_at')}, last_at = ${toHour('last_at')}`.execute(db);
    await sql`update report_receipts set received_at = ${toHour('received_at')}`.execute(db);
  },
};
