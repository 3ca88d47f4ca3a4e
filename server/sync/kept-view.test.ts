import { afterEach, describe, expect, it } from 'vitest';
import { schedule, OUTCOMES } from '../../contract/progress/scheduler.js';
import { answerKey } from '../../contract/sync/merge.js';
import type { SyncBatch } from '../../contract/sync/sync-schema.js';
import { expectedView } from '../testing/sync-records.js';
import { signedInAccount } from '../testing/sync-session.js';
import { DIALECTS, openTestDb } from '../testing/test-server.js';
import { createSyncStore } from './sync-store.js';
import { CardFullError, MAX_RATINGS_PER_CARD } from './view-cards.js';

const HOUR = 3_600_000;
const START = Date.now() - 20 * 24 * HOUR;

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const open = (dialect: (typeof DIALECTS)[number]) => openTestDb(dialect, cleanups);

/** A seeded generator (mulberry32), so a failing case can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A device's upload: a few answers, bases, ratings (some from before what the account holds, some a
 * Hard instead of a Good, some from a clock hours fast), days of two devices and now and then a reset,
 * all on a small bank so that they meet on the same keys.
 */
function upload(next: () => number): SyncBatch {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const when = () => START + Math.floor(next() * 20 * 24 * HOUR) + (next() < 0.1 ? 5 * HOUR : 0);
  const where = () => ({ topicId: pick(['1', '2']), questionId: pick(['a', 'b', 'c']) });
  const batch: Required<SyncBatch> = { answers: [], ratings: [], bases: [], days: [], resets: [] };
  for (let n = Math.floor(next() * 3); n > 0; n--) {
    const [at, first] = [when(), when()];
    const chosen = pick(['x', 'y']);
    batch.answers.push({
      ...where(),
      chosen,
      correct: chosen === 'x',
      at,
      first: { chosen, correct: false, at: Math.min(at, first) },
    });
  }
  for (let n = Math.floor(next() * 5); n > 0; n--) {
    const at = when();
    batch.ratings.push({ ...where(), at, outcome: pick(OUTCOMES), ratedAt: at + Math.floor(next() * 2) });
  }
  if (next() < 0.3) {
    const at = when();
    batch.bases.push({ ...where(), card: schedule(undefined, pick(OUTCOMES), new Date(at)) });
  }
  if (next() < 0.5) {
    const answered = Math.floor(next() * 9);
    batch.days.push({
      device: pick(['d'.repeat(16), 'e'.repeat(16)]),
      day: pick(['2026-03-01', '2026-03-02']),
      answered,
      correct: Math.floor(answered / 2),
    });
  }
  if (next() < 0.15) batch.resets.push({ topicId: pick(['1', '2']), at: when() });
  return batch;
}

describe.each(DIALECTS)('the view kept on %s', (dialect) => {
  it('is, after every upload, the view the records give (random uploads, fast clocks, retries)', async () => {
    const db = await open(dialect);
    for (let seed = 1; seed <= 8; seed++) {
      let clock = START + 21 * 24 * HOUR;
      const store = createSyncStore(db, { now: () => clock });
      const { accountId } = await signedInAccount(db);
      const next = random(seed);
      const sent: SyncBatch[] = [];
      for (let step = 0; step < 25; step++) {
        clock += Math.floor(next() * HOUR);
        // Now and then an earlier upload again, as a retry or a second device would send it.
        const batch = sent.length > 0 && next() < 0.2 ? sent[Math.floor(next() * sent.length)]! : upload(next);
        sent.push(batch);
        await store.push(accountId, batch);
        const kept = JSON.parse((await store.view(accountId))!) as unknown;
        expect(kept, `seed ${seed}, step ${step}`).toEqual(await expectedView(db, accountId, store.maxRecords));
      }
    }
  });

  it('builds the view whole for an account whose records were stored before views were kept', async () => {
    const db = await open(dialect);
    const store = createSyncStore(db);
    const { accountId } = await signedInAccount(db);
    const next = random(99);
    for (let step = 0; step < 10; step++) await store.push(accountId, upload(next));
    // As a server of the previous version left it: records, no view, revision 0.
    await db.deleteFrom('sync_views').execute();
    await db.updateTable('accounts').set({ sync_view_revision: 0, sync_records_count: 0 }).execute();
    const expected = await expectedView(db, accountId, store.maxRecords);
    expect(JSON.parse((await store.view(accountId))!)).toEqual(expected);
    // Its next upload goes on from the view it built.
    await store.push(accountId, upload(next));
    expect(JSON.parse((await store.view(accountId))!)).toEqual(await expectedView(db, accountId, store.maxRecords));
  });

  it(`refuses an upload that adds a rating to a card holding ${MAX_RATINGS_PER_CARD.toLocaleString('en')}, whole`, async () => {
    const db = await open(dialect);
    const store = createSyncStore(db);
    const { accountId } = await signedInAccount(db);
    const rating = (n: number) => ({
      topicId: '1',
      questionId: 'a',
      at: START + n * 60_000,
      outcome: 'good' as const,
      ratedAt: START + n * 60_000,
    });
    const ratings = Array.from({ length: MAX_RATINGS_PER_CARD }, (_, n) => rating(n));
    await store.push(accountId, { ratings });
    const before = await store.view(accountId);
    const more = {
      ratings: [rating(MAX_RATINGS_PER_CARD)],
      days: [{ device: 'd'.repeat(16), day: '2026-03-01', answered: 1, correct: 1 }],
    };
    await expect(store.push(accountId, more)).rejects.toBeInstanceOf(CardFullError);
    expect(await store.view(accountId)).toBe(before);
    // Another card, and a Hard instead of a Good on the full one, still go in.
    const hard = { ...rating(5), outcome: 'hard' as const, ratedAt: START + 5 * 60_000 + 1 };
    expect(await store.push(accountId, { ratings: [hard, { ...rating(1), questionId: 'b' }] })).toBe(2);
    expect(JSON.parse((await store.view(accountId))!)).toEqual(await expectedView(db, accountId, store.maxRecords));
  });
});

describe.each(DIALECTS)('the views migration on %s', (dialect) => {
  it('names the card of every rating stored before it', async () => {
    const db = await open(dialect);
    const store = createSyncStore(db);
    const { accountId } = await signedInAccount(db);
    const ratings = [
      { topicId: '12', questionId: 'js:closures-9', at: START, outcome: 'good' as const, ratedAt: START },
      { topicId: '3', questionId: '77', at: START + 1, outcome: 'again' as const, ratedAt: START + 1 },
    ];
    await store.push(accountId, { ratings });
    // Emptied as the migration finds them, then named by its own statement.
    await db.updateTable('sync_records').set({ card: null }).execute();
    const { syncViewMigration } = await import('./sync-view-migration.js');
    await db.schema.dropIndex('sync_records_card').execute();
    await db.schema.alterTable('sync_records').dropColumn('card').execute();
    await db.schema.dropTable('sync_views').execute();
    await db.schema.alterTable('accounts').dropColumn('sync_view_revision').execute();
    await db.schema.alterTable('accounts').dropColumn('sync_records_count').execute();
    await syncViewMigration.up(db as never);
    const rows = await db.selectFrom('sync_records').select(['card', 'value']).execute();
    expect(rows.map((row) => row.card).sort()).toEqual(ratings.map(answerKey).sort());
  });
});
