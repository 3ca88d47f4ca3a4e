import { afterEach, describe, expect, it } from 'vitest';
import { storedState } from '../testing/sync-records.js';
import { signedInAccount } from '../testing/sync-session.js';
import { DIALECTS, openTestDb } from '../testing/test-server.js';
import { AccountFullError, createSyncStore } from './sync-store.js';

const T = Date.now() - 3_600_000;
const day = (device: string, answered: number) => ({ device, day: '2026-03-02', answered, correct: 0 });

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

const open = (dialect: (typeof DIALECTS)[number]) => openTestDb(dialect, cleanups);

describe.each(DIALECTS)('sync store on %s', (dialect) => {
  it('refuses an upload past the bound whole, keeping what the account held, and takes one up to it', async () => {
    const db = await open(dialect);
    const store = createSyncStore(db, { maxRecords: 3 });
    const { accountId } = await signedInAccount(db);
    expect(await store.push(accountId, { days: [day('a'.repeat(16), 1), day('b'.repeat(16), 1)] })).toBe(2);
    const past = { days: [day('a'.repeat(16), 2), day('c'.repeat(16), 1), day('d'.repeat(16), 1)] };
    await expect(store.push(accountId, past)).rejects.toBeInstanceOf(AccountFullError);
    const { state, records } = await storedState(db, accountId);
    expect(records).toBe(2);
    // Not even the change to a known record was kept: the transaction was rolled back.
    expect(state.days.map((record) => record.answered)).toEqual([1, 1]);
    // At the bound, changes to records it holds still go in.
    expect(await store.push(accountId, { days: [day('a'.repeat(16), 5), day('c'.repeat(16), 1)] })).toBe(2);
    expect((await storedState(db, accountId)).records).toBe(3);
  });

  it('stamps a reset and a base at their first receipt, so a retry later changes nothing', async () => {
    const db = await open(dialect);
    let clock = T;
    const store = createSyncStore(db, { now: () => clock });
    const { accountId } = await signedInAccount(db);
    const card = { due: T, stability: 1, difficulty: 5, scheduledDays: 0, learningSteps: 0, reps: 1, lapses: 0 };
    const batch = {
      resets: [{ topicId: '1', at: T + 7_200_000 }],
      bases: [{ topicId: '1', questionId: 'q', card: { ...card, state: 1 as const, lastReview: T + 7_200_000 } }],
      ratings: [{ topicId: '1', questionId: 'q', at: T + 7_200_000, outcome: 'good' as const, ratedAt: T + 7_200_000 }],
    };
    expect(await store.push(accountId, batch)).toBe(3);
    const first = await storedState(db, accountId);
    // A millisecond before its receipt: it was pressed before any answer that came with it (decision 16).
    expect(first.state.resets).toEqual([{ ...batch.resets[0], receivedAt: T - 1 }]);
    clock = T + 600_000;
    expect(await store.push(accountId, batch)).toBe(0);
    expect(await storedState(db, accountId)).toEqual(first);
  });

  it('deleting the account removes every record it held and its kept view', async () => {
    const db = await open(dialect);
    const store = createSyncStore(db);
    const { accountId } = await signedInAccount(db);
    await store.push(accountId, { resets: [{ topicId: '1', at: T }], days: [day('a'.repeat(16), 1)] });
    await db.deleteFrom('accounts').where('id', '=', accountId).execute();
    expect(await db.selectFrom('sync_records').select('key').execute()).toEqual([]);
    expect(await db.selectFrom('sync_views').select('key').execute()).toEqual([]);
  });
});
