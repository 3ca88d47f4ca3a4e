import type { Transaction } from 'kysely';
import type { DayActivity } from '../../contract/progress/day-schema.js';
import { answerKey } from '../../contract/sync/merge.js';
import { resetTimes, viewedAnswer } from '../../contract/sync/progress-view.js';
import { replayCard } from '../../contract/sync/replay-card.js';
import type { AccountBatch, RatingRecord, Received } from '../../contract/sync/sync-schema.js';
import type { Database } from '../db/schema.js';
import { turnTaker } from './event-loop-turns.js';
import { writePart, writeWhole, type Parts } from './view-parts.js';

/** Rows read at a time: each page is one short query, then a turn for other requests. */
const PAGE = 500;
const KINDS = ['answers', 'ratings', 'bases', 'days', 'resets'] as const;

export type Unreplayable = (card: string, reason: string) => void;

/**
 * Builds an account's whole view from its records, as contract/sync/progress-view.ts means them, and
 * stores it in place of the one kept (an account whose view was never kept, or kept by an older
 * revision of the rules). Its cost grows with the account, so it runs once per account and revision,
 * a page and a card at a time with turns between. Returns how many records the account holds.
 */
export async function rebuildView(
  trx: Transaction<Database>,
  accountId: string,
  onUnreplayable: Unreplayable,
): Promise<number> {
  const pause = turnTaker();
  const state: Required<AccountBatch> = { answers: [], ratings: [], bases: [], days: [], resets: [] };
  let records = 0;
  for (const kind of KINDS) {
    // Kind by kind in the primary key's order, so that each page is a range of its index.
    for (let after = ''; ;) {
      const rows = await trx
        .selectFrom('sync_records')
        .select(['key', 'value'])
        .where('account_id', '=', accountId)
        .where('kind', '=', kind)
        .where('key', '>', after)
        .orderBy('key')
        .limit(PAGE)
        .execute();
      for (const row of rows) (state[kind] as unknown[]).push(JSON.parse(row.value));
      records += rows.length;
      await pause();
      if (rows.length < PAGE) break;
      after = rows.at(-1)!.key;
    }
  }
  const resets = resetTimes(state);
  const answers: Parts = new Map();
  for (const record of state.answers) {
    const answer = viewedAnswer(record, resets[record.topicId] ?? -1);
    if (answer) topicOf(answers, record.topicId)[record.questionId] = answer;
  }
  await pause();
  const cards: Parts = new Map();
  const bases = new Map(state.bases.map((base) => [answerKey(base), base]));
  const ratings = new Map<string, (RatingRecord & Received)[]>();
  for (const rating of state.ratings) {
    const list = ratings.get(answerKey(rating));
    if (list) list.push(rating);
    else ratings.set(answerKey(rating), [rating]);
    await pause();
  }
  for (const key of new Set([...bases.keys(), ...ratings.keys()])) {
    const [topicId, questionId] = key.split('\n') as [string, string];
    const card = replayCard(bases.get(key), ratings.get(key) ?? [], (reason) => onUnreplayable(key, reason));
    if (card) topicOf(cards, topicId)[questionId] = card;
    await pause();
  }
  const activity: Record<string, DayActivity> = {};
  for (const { day, answered, correct } of state.days) {
    const sum = activity[day] ?? { answered: 0, correct: 0 };
    activity[day] = { answered: sum.answered + answered, correct: sum.correct + correct };
  }
  await trx.deleteFrom('sync_views').where('account_id', '=', accountId).execute();
  await writePart(trx, accountId, 'answers', answers);
  await writePart(trx, accountId, 'cards', cards);
  await writeWhole(trx, accountId, 'activity', activity);
  await writeWhole(trx, accountId, 'resets', resets);
  return records;
}

export function topicOf(parts: Parts, topicId: string): Record<string, unknown> {
  let topic = parts.get(topicId);
  if (!topic) parts.set(topicId, (topic = {}));
  return topic;
}
