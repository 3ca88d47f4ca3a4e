import type { Answer } from '../../contract/progress/answer-schema';

export type { Answer };
import type { DayActivity } from '../../contract/progress/day-schema';
import type { StoredCard } from '../../contract/progress/card-schema';
import { dayTotals, viewedAnswer } from '../../contract/sync/answer-view';
import { currentRecord } from './learner-record';
import type { LearnerRecord } from './record-rows';

export type TopicProgress = { total: number; answers: Record<string, Answer> };
export type CardsByTopic = Record<string, Record<string, StoredCard>>;
/** A little over a year of practised days: enough for every chart. */
export const MAX_DAYS = 400;

const EMPTY: TopicProgress = { total: 0, answers: {} };

/**
 * A view computed from one part of the record, again only when that part was replaced (the record's
 * maps are never changed in place), so a screen that re-renders gets the same object back.
 */
function viewOf<Part, View>(part: (record: LearnerRecord) => Part, compute: (part: Part) => View): () => View {
  let seen: Part | undefined;
  let view: View;
  return () => {
    const now = part(currentRecord());
    if (seen === undefined || !samePart(now, seen)) {
      view = compute(now);
      seen = now;
    }
    return view;
  };
}

const samePart = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((item, index) => item === b[index]) : a === b;

type Rows = LearnerRecord['rows'];
type Grouped = { total: number; rows: Rows['answers'] extends Map<string, infer T> ? T[] : never };
let lastTopics = new Map<string, { grouped: Grouped; progress: TopicProgress }>();

const byTopic = viewOf(
  (record) => [record.rows.answers, record.meta.totals],
  ([answers, totals]) => {
    const grouped = new Map<string, Grouped>();
    for (const [topicId, total] of Object.entries(totals as Record<string, number>))
      grouped.set(topicId, { total, rows: [] });
    for (const row of (answers as Rows['answers']).values()) {
      const topic = grouped.get(row.topicId) ?? { total: 0, rows: [] };
      topic.rows.push(row);
      grouped.set(row.topicId, topic);
    }
    // A topic whose rows are the same objects as before keeps its view, so its score does not re-render.
    const topics = new Map<string, { grouped: Grouped; progress: TopicProgress }>();
    for (const [topicId, topic] of grouped) {
      const before = lastTopics.get(topicId);
      const same = before?.grouped.total === topic.total && samePart(before.grouped.rows, topic.rows);
      topics.set(topicId, same ? before : { grouped: topic, progress: progressOf(topic) });
    }
    lastTopics = topics;
    return new Map([...topics].map(([topicId, { progress }]) => [topicId, progress]));
  },
);

function progressOf({ total, rows }: Grouped): TopicProgress {
  const answers: Record<string, Answer> = {};
  // No reset to apply (-1): a reset here removes the topic's rows, and the account's come back as rows.
  for (const row of rows) answers[row.questionId] = viewedAnswer(row, -1)!;
  return { total, answers };
}

/** A topic's question count and its answers, each with its first try (the one the score counts). */
export const topicProgress = (topicId: number | string): TopicProgress => byTopic().get(String(topicId)) ?? EMPTY;

/** The ids of every topic with answers or a known question count, sorted. */
export const recordedTopicIds = (): string[] => [...byTopic().keys()].sort();

/** Every review card, by topic and question. */
export const cardsByTopic = viewOf(
  (record) => record.rows.bases,
  (bases) => {
    const cards: CardsByTopic = {};
    for (const { topicId, questionId, card } of bases.values()) (cards[topicId] ??= {})[questionId] = card;
    return cards;
  },
);

/**
 * Each local day's answers: this device's own count, which it owes its account, plus what it does not
 * owe (answers given signed out, other devices' as the account last said), the latest MAX_DAYS kept.
 */
export const activityByDay = viewOf(
  (record) => [record.rows.days, record.meta.dayBase, record.meta.device],
  ([days, dayBase, device]) => {
    // Summed as the account sums its devices' counts: the days not owed are one more part.
    const own = [...(days as LearnerRecord['rows']['days']).values()].filter((row) => row.device === device);
    const notOwed = Object.entries(dayBase as Record<string, DayActivity>).map(([day, counts]) => ({ day, ...counts }));
    const sum = dayTotals([...notOwed, ...own]);
    // Day keys sort as dates, so the oldest are first.
    const kept = Object.keys(sum).sort().slice(-MAX_DAYS);
    return new Map(kept.map((day) => [day, sum[day]!]));
  },
);
