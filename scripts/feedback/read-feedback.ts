import { readContent } from '../../server/content/content-snapshot.js';
import { parseTopicFiles } from '../../server/content/load-bank.js';
import { readQuizData } from '../../server/api/quiz-store.js';
import type { Db } from '../../server/db/database.js';
import { optionKey, questionHash } from '../../server/feedback/question-index.js';
import { feedbackDb, type QuestionReportTable } from '../../server/feedback/schema.js';
import type { FullQuestion } from '../../contract/quiz.js';
import { judge, type Judged } from './judge.js';

export type ReportItem = {
  id: string;
  comment: string;
  reports: number;
  /** The question's text, options or key changed since it was reported. */
  outdated: boolean;
  firstAt: string;
  lastAt: string;
  resolvedAt: string | null;
};
export type ReasonGroup = { reason: string; reports: number; items: ReportItem[] };
export type QuestionInsight = {
  id: string;
  place: string;
  difficulty: string;
  figures: NonNullable<Judged> | null;
  reports: ReasonGroup[];
};
export type TopicInsight = { id: number; slug: string; name: string; questions: QuestionInsight[] };

/** `file:line` of every question's heading, read from the content files the database was imported from. */
export async function questionPlaces(contentDir: string): Promise<Map<string, string>> {
  const { drafts } = parseTopicFiles((await readContent(contentDir)).files);
  const places = new Map<string, string>();
  for (const draft of drafts) {
    for (const q of draft.questions) places.set(`${draft.slug}:${q.localId}`, `${draft.file}:${q.line}`);
  }
  return places;
}

function groupReports(rows: QuestionReportTable[], question: FullQuestion): ReasonGroup[] {
  const groups = new Map<string, ReasonGroup>();
  const hash = questionHash(question);
  for (const row of rows) {
    let group = groups.get(row.reason);
    if (!group) groups.set(row.reason, (group = { reason: row.reason, reports: 0, items: [] }));
    group.reports += Number(row.reports);
    group.items.push({
      id: row.id,
      comment: row.comment,
      reports: Number(row.reports),
      outdated: row.question_hash !== hash,
      firstAt: row.first_at,
      lastAt: row.last_at,
      resolvedAt: row.resolved_at,
    });
  }
  return [...groups.values()].sort((a, b) => b.reports - a.reports);
}

/**
 * Every topic's questions with their figures (when enough learners answered) and their reports
 * (open ones, or all), as the server's database holds them today.
 */
export async function readFeedback(db: Db, contentDir: string, { resolved = false } = {}): Promise<TopicInsight[]> {
  const fdb = feedbackDb(db);
  const [data, places, counts, reportRows] = await Promise.all([
    readQuizData(db),
    questionPlaces(contentDir),
    fdb.selectFrom('answer_counts').select(['question_id', 'option_key', 'answers']).where('first', '=', 1).execute(),
    (resolved
      ? fdb.selectFrom('question_reports')
      : fdb.selectFrom('question_reports').where('resolved_at', 'is', null)
    )
      .selectAll()
      .orderBy('last_at', 'desc')
      .execute(),
  ]);
  const picks = new Map(counts.map((row) => [`${row.question_id}\u0000${row.option_key}`, Number(row.answers)]));
  const reportsOf = new Map<string, QuestionReportTable[]>();
  for (const row of reportRows) reportsOf.set(row.question_id, [...(reportsOf.get(row.question_id) ?? []), row]);
  return data.topics.map((topic) => ({
    id: topic.id,
    slug: topic.slug,
    name: topic.name,
    questions: topic.questions.map((q) => ({
      id: q.id,
      place: places.get(q.id) ?? q.id,
      difficulty: q.difficulty,
      figures:
        judge(
          q,
          q.options.map((option) => picks.get(`${q.id}\u0000${optionKey(option)}`) ?? 0),
        ) ?? null,
      reports: groupReports(reportsOf.get(q.id) ?? [], q),
    })),
  }));
}
