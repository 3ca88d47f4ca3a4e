import type { Transaction } from 'kysely';
import type { StoredCard } from '../../contract/progress/card-schema.js';
import { answerKey, receivedBy } from '../../contract/sync/merge.js';
import { replayCard } from '../../contract/sync/replay-card.js';
import type { BaseRecord, RatingRecord, Received } from '../../contract/sync/sync-schema.js';
import type { Database } from '../db/schema.js';
import type { Change, Changes } from './view-apply.js';
import { readPart, writePart, type Parts } from './view-parts.js';
import { topicOf, type Unreplayable } from './view-rebuild.js';

/** Ratings one card may hold; past it an upload that adds one is refused (docs/decisions/0016-sync-merge.md). */
export const MAX_RATINGS_PER_CARD = 1_000;
export class CardFullError extends Error {}

type RatingChange = Change<RatingRecord & Received>;

/**
 * Each card a base or rating of the upload belongs to. Ratings that come after every one the card
 * has replayed (the usual case: a device sends what it rated since) go on from the kept card; any
 * other change (a new base, a rating from before, Hard chosen instead of Good) replays the card from
 * its base and its own ratings, at most MAX_RATINGS_PER_CARD.
 */
export async function applyCards(
  trx: Transaction<Database>,
  accountId: string,
  changes: Changes,
  onUnreplayable: Unreplayable,
  pause: () => Promise<void>,
) {
  const bases = new Map(changes.bases.map(({ after }) => [answerKey(after), after]));
  const rated = new Map<string, RatingChange[]>();
  for (const change of changes.ratings) {
    const key = answerKey(change.after);
    const list = rated.get(key);
    if (list) list.push(change);
    else rated.set(key, [change]);
  }
  const keys = [...new Set([...bases.keys(), ...rated.keys()])];
  if (keys.length === 0) return;
  const parts: Parts = await readPart(trx, accountId, 'cards', [...new Set(keys.map((key) => key.split('\n')[0]!))]);
  for (const key of keys) {
    const [topicId, questionId] = key.split('\n') as [string, string];
    const topic = topicOf(parts, topicId);
    const kept = topic[questionId] as StoredCard | undefined;
    const base = bases.get(key) ?? (await storedBase(trx, accountId, key));
    const added = (rated.get(key) ?? []).filter((change) => !change.before).map((change) => change.after);
    if (added.length > 0 && (await ratingsOf(trx, accountId, key, 'count')) > MAX_RATINGS_PER_CARD)
      throw new CardFullError();
    const unreplayable = (reason: string) => onUnreplayable(key, reason);
    const card = goesOn(kept, base, bases.has(key), rated.get(key) ?? [])
      ? replayCard({ topicId, questionId, card: kept! }, added, unreplayable)
      : replayCard(base, await ratingsOf(trx, accountId, key, 'all'), unreplayable);
    if (card) topic[questionId] = card;
    else delete topic[questionId];
    await pause();
  }
  await writePart(trx, accountId, 'cards', parts);
}

/**
 * Whether the kept card plus the upload's new ratings is the card a replay from the base would give:
 * the base is the one it was built on and every rating is new and, at its time as received, after
 * the card's last review (so after every rating it replayed, and not in the base).
 */
function goesOn(
  kept: StoredCard | undefined,
  base: (BaseRecord & Received) | undefined,
  newBase: boolean,
  changes: RatingChange[],
): boolean {
  if (!kept || newBase || changes.some((change) => change.before)) return false;
  const last = kept.lastReview ?? -1;
  const taken = base ? receivedBy(base.card.lastReview ?? -1, base) : -1;
  return changes.every(({ after }) => receivedBy(after.at, after) > Math.max(last, taken));
}

async function storedBase(trx: Transaction<Database>, accountId: string, key: string) {
  const row = await trx
    .selectFrom('sync_records')
    .select('value')
    .where('account_id', '=', accountId)
    .where('kind', '=', 'bases')
    .where('key', '=', key)
    .executeTakeFirst();
  return row ? (JSON.parse(row.value) as BaseRecord & Received) : undefined;
}

async function ratingsOf(trx: Transaction<Database>, accountId: string, card: string, what: 'count'): Promise<number>;
async function ratingsOf(
  trx: Transaction<Database>,
  accountId: string,
  card: string,
  what: 'all',
): Promise<(RatingRecord & Received)[]>;
async function ratingsOf(trx: Transaction<Database>, accountId: string, card: string, what: 'count' | 'all') {
  const query = trx.selectFrom('sync_records').where('account_id', '=', accountId).where('card', '=', card);
  if (what === 'count') {
    const row = await query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }
  const rows = await query.select('value').execute();
  return rows.map((row) => JSON.parse(row.value) as RatingRecord & Received);
}
