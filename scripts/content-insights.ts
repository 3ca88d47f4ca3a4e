import { parseArgs } from 'node:util';
import { MIN_LEARNERS, REPORT_REASON_LABELS, type ReportReason } from '../contract/feedback.js';
import type { Flag } from './feedback/judge.js';
import { openServerDatabase, refuse } from './feedback/open-database.js';
import { type QuestionInsight, readFeedback } from './feedback/read-feedback.js';
import { printLine, terminalJson } from './lib/terminal-safe.js';

const USAGE = 'usage: npm run content:insights -- [--topic SLUG_OR_ID] [--flagged] [--json]';
let args;
try {
  args = parseArgs({ options: { topic: { type: 'string' }, flagged: { type: 'boolean' }, json: { type: 'boolean' } } });
} catch (error) {
  refuse('content:insights', USAGE, (error as Error).message);
}
const { topic: only, flagged, json } = args.values;

const { db, contentDir } = await openServerDatabase();
const topics = (await readFeedback(db, contentDir)).filter(
  (topic) => only === undefined || topic.slug === only || String(topic.id) === only,
);
await db.destroy();
if (only !== undefined && topics.length === 0) refuse('content:insights', USAGE, `there is no topic ${only}`);

const isFlagged = (q: QuestionInsight) => (q.figures?.flags.length ?? 0) > 0 || q.reports.length > 0;
const shown = topics.map((topic) => ({
  ...topic,
  questions: topic.questions.filter((q) => (flagged ? isFlagged(q) : q.figures !== null || q.reports.length > 0)),
}));

if (json) {
  console.log(terminalJson({ minLearners: MIN_LEARNERS, topics: shown }, 2));
} else {
  const percent = (share: number) => `${Math.round(share * 100)}%`;
  // Comments are the learners' text, options and names the bank's: every line goes through printLine, and
  // quoted text through terminalJson, so each character shows as written, never as a terminal code (issue 31).
  const describe = (flag: Flag) =>
    flag.kind === 'distractor-beats-key'
      ? `a distractor beats the key: ${terminalJson(flag.option)} chosen by ${percent(flag.share)}, the key by ${percent(flag.keyShare)}`
      : `${flag.kind === 'too-hard' ? 'too hard' : 'too easy'} for its difficulty: ${percent(flag.shareRight)} right ` +
        `(${flag.kind === 'too-hard' ? 'expected at least' : 'expected at most'} ${percent(flag.bound)})`;
  let count = 0;
  for (const topic of shown) {
    if (topic.questions.length === 0) continue;
    console.log();
    printLine(`${topic.name} (${topic.slug}, id ${topic.id})`);
    for (const q of topic.questions) {
      count++;
      const figures = q.figures
        ? `${percent(q.figures.shareRight)} right of ${q.figures.learners} learners`
        : `fewer than ${MIN_LEARNERS} learners`;
      printLine(`  ${q.place}  ${q.id}  [${q.difficulty}]  ${figures}`);
      for (const flag of q.figures?.flags ?? []) printLine(`    ! ${describe(flag)}`);
      for (const group of q.reports) {
        const label = REPORT_REASON_LABELS[group.reason as ReportReason] ?? group.reason;
        printLine(`    reported: ${label} (${group.reports})`);
        for (const item of group.items) {
          const times = item.reports > 1 ? ` x${item.reports}` : '';
          const outdated = item.outdated ? ' (possibly outdated: the question changed since)' : '';
          printLine(
            `      ${item.id}${times}${outdated} ${item.comment ? terminalJson(item.comment) : '(no comment)'}`,
          );
        }
      }
    }
  }
  console.log(
    count === 0
      ? `\nNothing to show yet: no question has ${MIN_LEARNERS} learners${flagged ? ' and a flag' : ''} or an open report.`
      : `\n${count} question(s). Mark reports handled with npm run content:reports -- --resolve <id>.`,
  );
}
