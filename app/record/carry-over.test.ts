import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import stored from './fixtures/stored-2026-11.json';
import { carriedOver, oldKeys } from './carry-over';
import { commitChange, loadRecord, openRecordDb, RECORD_DB } from './record-db';
import { emptyMeta, emptyRows, ROW_KINDS, type LearnerRecord } from './record-rows';

/**
 * The fixture is everything a signed-in browser stored with the code of 28 Nov 2026
 * (./stored-formats.test.ts tells its story). Carried over, no answer, first try, card, day or
 * unsent record of it may be lost (issue 33).
 */
const SIGNED_IN = Date.parse('2026-11-20T08:00:00Z');
const NOW = new Date('2026-11-22T10:00:00Z');
const fresh = (): LearnerRecord => ({ rows: emptyRows(), meta: emptyMeta('a'.repeat(32)) });

beforeEach(() => {
  for (const [key, value] of Object.entries(stored))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
});
afterEach(async () => {
  localStorage.clear();
  await new Promise((resolve) => (indexedDB.deleteDatabase(RECORD_DB).onsuccess = resolve));
});

it('keeps every answer with its first try, and each topic question count', () => {
  const { rows, meta } = carriedOver(localStorage, fresh(), SIGNED_IN, undefined, NOW, true);
  expect([...rows.answers.keys()]).toEqual(['3\nq1', '3\nq2', '3\nq3']);
  expect(rows.answers.get('3\nq1')).toEqual({
    topicId: '3',
    questionId: 'q1',
    ...stored['quiz-dojo:progress:v3:3'].answers.q1,
  });
  expect(meta.totals).toEqual({ '3': 4, '5': 2 });
});

it('keeps each card as its base, the queued ratings and resets, and the device and its days', () => {
  const { rows, meta } = carriedOver(localStorage, fresh(), SIGNED_IN, undefined, NOW, true);
  expect(rows.bases.get('3\nq2')?.card).toEqual(stored['quiz-dojo:cards:v1']['3'].q2);
  expect([...rows.bases.keys()].sort()).toEqual(['3\nq1', '3\nq2', '3\nq3', '5\nq1']);
  // q2's Good then Easy for one answer are one rating, as the account joins them: the Easy.
  expect(
    [...rows.ratings.values()].map((rating) => `${rating.topicId}/${rating.questionId} ${rating.outcome}`).sort(),
  ).toEqual(['3/q1 again', '3/q2 easy', '3/q3 again', '5/q1 good']);
  expect([...rows.resets.values()]).toEqual([{ topicId: '5', at: Date.parse('2026-11-20T08:11:00Z') }]);
  expect(meta.device).toBe('7c041651ebe17cc4075473d5b8f0ba8a');
  expect([...rows.days.values()]).toEqual([
    { device: meta.device, day: '2026-11-20', answered: 3, correct: 2 },
    { device: meta.device, day: '2026-11-21', answered: 1, correct: 0 },
  ]);
  // Every answer of those days was given signed in: nothing is shown beyond the device's own.
  expect(meta.dayBase).toEqual({});
});

it('adds nothing twice when it runs again over what it carried over', () => {
  const once = carriedOver(localStorage, fresh(), SIGNED_IN, undefined, NOW, true);
  const twice = carriedOver(localStorage, once, SIGNED_IN, undefined, NOW, false);
  for (const kind of ROW_KINDS) expect(twice.rows[kind]).toEqual(once.rows[kind]);
  expect(twice.meta).toEqual(once.meta);
});

it('names every old key, and writes the record to IndexedDB to read it back whole', async () => {
  expect(oldKeys(localStorage).sort()).toEqual(
    Object.keys(stored)
      .filter((key) => !key.includes(':account:'))
      .sort(),
  );
  const record = carriedOver(localStorage, fresh(), SIGNED_IN, undefined, NOW, true);
  const db = (await openRecordDb())!;
  const put = Object.fromEntries(ROW_KINDS.map((kind) => [kind, [...record.rows[kind].values()]]));
  await commitChange(db, { put, meta: record.meta });
  const loaded = await loadRecord(db);
  db.close();
  expect(loaded.fresh).toBe(false);
  const sorted = (rows: Map<string, unknown>) => [...rows].sort(([a], [b]) => (a < b ? -1 : 1));
  for (const kind of ROW_KINDS) expect(sorted(loaded.record.rows[kind])).toEqual(sorted(record.rows[kind]));
  expect(loaded.record.meta).toEqual(record.meta);
});
