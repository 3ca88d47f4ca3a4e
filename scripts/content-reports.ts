import { parseArgs } from 'node:util';
import { REPORT_REASON_LABELS, type ReportReason } from '../contract/feedback.js';
import { readQuizData } from '../server/api/quiz-store.js';
import { feedbackDb } from '../server/feedback/schema.js';
import { questionHash } from '../server/feedback/question-index.js';
import { openServerDatabase, refuse } from './feedback/open-database.js';
import { purge, RECEIPT_DAYS, RESOLVED_REPORT_DAYS } from './feedback/purge.js';
import { questionPlaces } from './feedback/read-feedback.js';
import { printLine, terminalJson } from './lib/terminal-safe.js';

const USAGE = 'usage: npm run content:reports -- [--all] [--json] | --resolve ID [--resolve ID…] | --purge';
let args;
try {
  args = parseArgs({
    options: {
      resolve: { type: 'string', multiple: true },
      all: { type: 'boolean' },
      json: { type: 'boolean' },
      purge: { type: 'boolean' },
    },
  });
} catch (error) {
  refuse('content:reports', USAGE, (error as Error).message);
}
const { resolve = [], all, json } = args.values;
if (resolve.length > 0 && args.values.purge) refuse('content:reports', USAGE, 'give --resolve or --purge, not both');

const { db, contentDir } = await openServerDatabase();
const fdb = feedbackDb(db);
try {
  if (resolve.length > 0) {
    const at = new Date().toISOString();
    let unknown = 0;
    for (const id of resolve) {
      const result = await fdb
        .updateTable('question_reports')
        .set({ resolved_at: at })
        .where('id', '=', id)
        .where('resolved_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) printLine(`resolved ${id}`);
      else {
        unknown++;
        console.error(`content:reports: no open report ${JSON.stringify(id)} (npm run content:reports lists them)`);
      }
    }
    if (unknown > 0) process.exitCode = 1;
  } else if (args.values.purge) {
    const data = await readQuizData(db);
    const ids = new Set(data.topics.flatMap((topic) => topic.questions.map((q) => q.id)));
    const purged = await purge(db, ids);
    console.log(
      `deleted ${purged.reports} report(s) resolved over ${RESOLVED_REPORT_DAYS} days ago, ${purged.receipts} report ` +
        `id(s) over ${RECEIPT_DAYS} days old, and ${purged.counts} count row(s) of questions no longer in the bank`,
    );
  } else {
    const [data, places] = await Promise.all([readQuizData(db), questionPlaces(contentDir)]);
    const questions = new Map(data.topics.flatMap((topic) => topic.questions.map((q) => [q.id, q] as const)));
    const query = fdb.selectFrom('question_reports').selectAll().orderBy('question_id').orderBy('last_at', 'desc');
    const rows = await (all ? query : query.where('resolved_at', 'is', null)).execute();
    const reports = rows.map((row) => {
      const question = questions.get(row.question_id);
      return {
        id: row.id,
        questionId: row.question_id,
        place: places.get(row.question_id) ?? null,
        reason: row.reason,
        comment: row.comment,
        reports: Number(row.reports),
        state: !question
          ? 'question removed'
          : row.question_hash !== questionHash(question)
            ? 'possibly outdated'
            : 'current',
        firstAt: row.first_at,
        lastAt: row.last_at,
        resolvedAt: row.resolved_at,
      };
    });
    if (json) console.log(terminalJson(reports, 2));
    else {
      for (const r of reports) {
        const label = REPORT_REASON_LABELS[r.reason as ReportReason] ?? r.reason;
        const extra = [
          r.reports > 1 ? `x${r.reports}` : '',
          r.state !== 'current' ? r.state : '',
          r.resolvedAt ? `resolved ${r.resolvedAt}` : '',
        ]
          .filter(Boolean)
          .join(', ');
        // Rows and comments are shown through printLine and terminalJson: as written, never acted on (issue 31).
        printLine(`${r.id}  ${r.place ?? r.questionId}  ${r.questionId}  ${label}${extra ? ` (${extra})` : ''}`);
        if (r.comment) printLine(`    ${terminalJson(r.comment)}`);
      }
      console.log(
        `${reports.length} ${all ? '' : 'open '}report(s)${reports.length ? '; mark one handled with --resolve <id>' : ''}`,
      );
    }
  }
} finally {
  await db.destroy();
}
