import type { Transaction } from 'kysely';
import type { DayActivity } from '../../contract/progress/day-schema.js';
import { receivedBy } from '../../contract/sync/merge.js';
import { viewedAnswer } from '../../contract/sync/progress-view.js';
import type { AccountBatch, AnswerRecord } from '../../contract/sync/sync-schema.js';
import type { Database } from '../db/schema.js';
import { turnTaker } from './event-loop-turns.js';
import { applyCards } from './view-cards.js';
import { readPart, readWhole, writePart, writeWhole, type Parts } from './view-parts.js';
import { topicOf, type Unreplayable } from './view-rebuild.js';

type Kind = keyof AccountBatch;
type Of<K extends Kind> = NonNullable<AccountBatch[K]>[number];
/** A record an upload stored: what the account held under its key before (none: a new key), and now. */
export type Change<R> = { before?: R; after: R };
export type Changes = { [K in Kind]: Change<Of<K>>[] };

/**
 * Brings an account's kept view up to date with the records one upload changed, at a cost that grows
 * with what the upload brought, not with what the account holds: the topics, cards and days it
 * touched. Returns false where only a whole build can say (a reset whose time as received moved
 * back, which only a record kept from before receipts can do); the caller then builds it whole.
 */
export async function applyChanges(
  trx: Transaction<Database>,
  accountId: string,
  changes: Changes,
  onUnreplayable: Unreplayable,
): Promise<boolean> {
  const pause = turnTaker();
  const resets = await readWhole<number>(trx, accountId, 'resets');
  const raised = new Set<string>();
  for (const { before, after } of changes.resets) {
    const time = receivedBy(after.at, after);
    if (before && receivedBy(before.at, before) > time) return false;
    if (time > (resets[after.topicId] ?? -1)) {
      resets[after.topicId] = time;
      raised.add(after.topicId);
    }
  }
  if (raised.size > 0) await writeWhole(trx, accountId, 'resets', resets);
  await applyAnswers(trx, accountId, changes.answers, resets, raised);
  await pause();
  await applyCards(trx, accountId, changes, onUnreplayable, pause);
  await applyDays(trx, accountId, changes.days);
  return true;
}

/**
 * The answers of the topics the upload answered in. A topic whose reset moved on is read again from
 * its answer records: an account holds one a question, so that costs the bank's size at most.
 */
async function applyAnswers(
  trx: Transaction<Database>,
  accountId: string,
  changes: Change<AnswerRecord>[],
  resets: Record<string, number>,
  raised: Set<string>,
) {
  const topics = new Set([...raised, ...changes.map((change) => change.after.topicId)]);
  if (topics.size === 0) return;
  const parts: Parts = await readPart(trx, accountId, 'answers', [...topics]);
  const show = (record: AnswerRecord) => {
    const answer = viewedAnswer(record, resets[record.topicId] ?? -1);
    const topic = topicOf(parts, record.topicId);
    if (answer) topic[record.questionId] = answer;
    else delete topic[record.questionId];
  };
  if (raised.size > 0) {
    for (const topicId of raised) parts.set(topicId, {});
    const rows = await trx
      .selectFrom('sync_records')
      .select('value')
      .where('account_id', '=', accountId)
      .where('kind', '=', 'answers')
      .execute();
    for (const row of rows) {
      const record = JSON.parse(row.value) as AnswerRecord;
      if (raised.has(record.topicId)) show(record);
    }
  }
  for (const { after } of changes) show(after);
  await writePart(trx, accountId, 'answers', parts);
}

/** Each day's sum over devices grows by what the changed device counts grew by (a count only grows). */
async function applyDays(trx: Transaction<Database>, accountId: string, changes: Change<Of<'days'>>[]) {
  if (changes.length === 0) return;
  const activity = await readWhole<DayActivity>(trx, accountId, 'activity');
  for (const { before, after } of changes) {
    const sum = activity[after.day] ?? { answered: 0, correct: 0 };
    activity[after.day] = {
      answered: sum.answered + after.answered - (before?.answered ?? 0),
      correct: sum.correct + after.correct - (before?.correct ?? 0),
    };
  }
  await writeWhole(trx, accountId, 'activity', activity);
}
