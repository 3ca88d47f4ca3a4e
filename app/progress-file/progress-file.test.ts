import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetRecord } from '../record/learner-record';
import { loadRecord, openRecordDb } from '../record/record-db';
import { saveAnswer } from '../record/progress-store';
import { startRecord } from '../record/start-record';
import { emptyCard, schedule } from '../record/scheduler';
import { buildProgressFile, FILE_FORMAT, mergeProgress, parseProgressFile, type ProgressFile } from './progress-file';
import { readStored, writeStored } from '../record/stored-progress';

const NOW = new Date('2026-03-02T09:00:00Z');
const card = (lastReview: number) => ({ ...emptyCard(new Date(lastReview)), lastReview });
const file = (overrides: Partial<ProgressFile> = {}): ProgressFile => ({
  ...buildProgressFile({ topics: {}, cards: {}, activity: {} }, NOW),
  ...overrides,
});
const snapshot = () => JSON.parse(JSON.stringify(readStored())) as unknown;
/** An answer given at `at` that was its question's first try. */
const once = (chosen: string, correct: boolean, at: number) => ({
  chosen,
  correct,
  at,
  first: { chosen, correct, at },
});

describe('progress files', () => {
  beforeEach(() => startRecord());
  afterEach(() => localStorage.clear());

  it('round trip: what is exported, cleared and imported is all back', async () => {
    void saveAnswer(1, 3, 'q1', { chosen: 'a', correct: true });
    void saveAnswer(1, 3, 'q2', { chosen: 'b', correct: false });
    await saveAnswer(4, 9, 'x', { chosen: 'c', correct: true });
    const before = snapshot();
    const text = JSON.stringify(buildProgressFile(readStored(), NOW));
    await forgetRecord();
    await startRecord();
    expect(readStored()).toEqual({ topics: {}, cards: {}, activity: {} });

    const parsed = parseProgressFile(text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(await writeStored(mergeProgress(readStored(), parsed.file), { durably: true })).toBe(true);
    expect(snapshot()).toEqual(before);
  });

  it('merges by question id: the more recent answer and the more recently reviewed card win', () => {
    const stored = {
      topics: {
        1: {
          total: 3,
          answers: { q1: once('a', true, 10), q2: once('a', true, 50) },
        },
      },
      cards: { 1: { q1: card(10), q2: card(50) } },
      activity: { '2026-03-01': { answered: 4, correct: 3 }, '2026-03-02': { answered: 1, correct: 1 } },
    };
    const incoming = file({
      topics: {
        1: {
          total: 2,
          answers: { q1: once('b', false, 20), q2: once('b', false, 40) },
        },
        2: { total: 5, answers: { z: once('d', true, 1) } },
      },
      cards: { 1: { q1: card(20), q2: card(40) }, 2: { z: card(1) } },
      activity: { '2026-03-01': { answered: 2, correct: 2 }, '2026-03-02': { answered: 5, correct: 2 } },
    });
    const merged = mergeProgress(stored, incoming);
    // The later answer with the earlier of the two first tries, from whichever side it comes.
    expect(merged.topics['1']).toEqual({
      total: 3,
      answers: {
        q1: { ...once('b', false, 20), first: once('a', true, 10).first },
        q2: { ...once('a', true, 50), first: once('b', false, 40).first },
      },
    });
    expect(merged.topics['2']).toEqual(incoming.topics['2']);
    expect(merged.cards['1']).toEqual({ q1: card(20), q2: card(50) });
    expect(merged.cards['2']).toEqual({ z: card(1) });
    // Per day the fuller count: importing the same file twice never inflates the calendar.
    expect(merged.activity).toEqual({
      '2026-03-01': { answered: 4, correct: 3 },
      '2026-03-02': { answered: 5, correct: 2 },
    });
    expect(mergeProgress(merged, incoming).activity).toEqual(merged.activity);
  });

  it('reads a file saved before activity was exported as one without activity', () => {
    const older: Partial<ProgressFile> = file();
    delete older.activity;
    const parsed = parseProgressFile(JSON.stringify(older));
    expect(parsed.ok && parsed.file.activity).toEqual({});
  });

  it("reads a version 1 file, each answer getting its first try from the file's cards", () => {
    const T = NOW.getTime();
    const retried = { ...schedule(undefined, 'again', new Date(T + 10)), answer: 'b' };
    const parsed = parseProgressFile(
      JSON.stringify({
        ...file(),
        version: 1,
        topics: {
          1: {
            total: 2,
            answers: { q1: { chosen: 'b', correct: true, at: T + 20 }, q2: { chosen: 'a', correct: true, at: T + 5 } },
          },
        },
        cards: { 1: { q1: retried } },
      }),
    );
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.file.version).toBe(2);
    expect(parsed.file.topics['1']!.answers).toEqual({
      q1: { chosen: 'b', correct: true, at: T + 20, first: { correct: false, at: T + 10 } },
      q2: once('a', true, T + 5),
    });
  });

  it.each([
    ['corrupt', '{"format": "quiz-dojo-progress", "vers', /not valid JSON/],
    ['foreign', JSON.stringify({ deck: 'Spanish', cards: [] }), /not a Quiz Dojo progress file/],
    [
      'newer',
      JSON.stringify({ ...file(), version: 3 }),
      /newer Quiz Dojo \(format version 3\); this one reads version 2/,
    ],
    [
      'damaged',
      JSON.stringify({
        ...file(),
        topics: { 1: { total: 1, answers: { q1: { ...once('a', true, 1), correct: 'yes' } } } },
      }),
      /damaged: at topics\.1\.answers\.q1\.correct/,
    ],
    [
      'an invalid due date',
      JSON.stringify({ ...file(), cards: { 2: { q1: { ...emptyCard(NOW), due: 9007199254740991 } } } }),
      /damaged: at cards\.2\.q1\.due, a due time is from 2020 to 100 years from now/,
    ],
    [
      'a review in the year 2999',
      JSON.stringify({ ...file(), cards: { 2: { q1: { ...emptyCard(NOW), lastReview: Date.UTC(2999, 0, 1) } } } }),
      /damaged: at cards\.2\.q1\.lastReview, a review time is from 2020 to now/,
    ],
    [
      'a card FSRS cannot rate (issue 31)',
      JSON.stringify({ ...file(), cards: { 2: { q1: { ...schedule(undefined, 'good', NOW), difficulty: 0.5 } } } }),
      /damaged: at cards\.2\.q1\.difficulty, a rated card \(state 1 to 3\) has a difficulty from 1 to 10/,
    ],
    [
      'a card reviewed 2^53 times',
      JSON.stringify({ ...file(), cards: { 2: { q1: { ...schedule(undefined, 'good', NOW), reps: 2 ** 53 - 1 } } } }),
      /damaged: at cards\.2\.q1\.reps, at most 1,000,000/,
    ],
    [
      'an answer given before 2020',
      JSON.stringify({
        ...file(),
        topics: { 1: { total: 1, answers: { q1: { chosen: 'a', correct: true, at: 5 } } } },
      }),
      /damaged: at topics\.1\.answers\.q1\.at/,
    ],
    [
      'a day in the year 2999',
      JSON.stringify({ ...file(), activity: { '2999-01-01': { answered: 1, correct: 1 } } }),
      /damaged: at activity\.2999-01-01, a day is a real date written YYYY-MM-DD, from 2020-01-01 to tomorrow/,
    ],
    [
      'a day not in the calendar',
      JSON.stringify({ ...file(), activity: { '2026-02-30': { answered: 1, correct: 1 } } }),
      /damaged: at activity\.2026-02-30/,
    ],
    [
      'first-try-less',
      JSON.stringify({
        ...file(),
        topics: { 1: { total: 1, answers: { q1: { chosen: 'a', correct: true, at: NOW.getTime() } } } },
      }),
      /damaged: at topics\.1\.answers\.q1\.first/,
    ],
    [
      'one with a bad topic id',
      JSON.stringify({ ...file(), topics: { abc: { total: 0, answers: {} } } }),
      /damaged: at topics\.abc/,
    ],
  ])('refuses a %s file, naming the problem', (_, text, message) => {
    const parsed = parseProgressFile(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('accepts its own format', () => {
    expect(parseProgressFile(JSON.stringify(file())).ok).toBe(true);
    expect(file().format).toBe(FILE_FORMAT);
  });

  it('writes all or nothing: a storage that fills up half-way keeps and shows what it had', async () => {
    await saveAnswer(1, 3, 'q1', { chosen: 'a', correct: true });
    const before = snapshot();
    // The answers go in, then the cards find the storage full.
    const realPut = IDBObjectStore.prototype.put;
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'bases') throw new DOMException('full', 'QuotaExceededError');
      return realPut.apply(this, args);
    });
    try {
      const merged = mergeProgress(
        readStored(),
        file({
          topics: { 2: { total: 1, answers: { z: once('a', true, 5) } } },
          cards: { 2: { z: card(5) } },
        }),
      );
      expect(await writeStored(merged, { durably: true })).toBe(false);
    } finally {
      put.mockRestore();
    }
    expect(snapshot()).toEqual(before);
    // And the database holds what it held: the next visit reads the one answer.
    const db = (await openRecordDb())!;
    const { record } = await loadRecord(db);
    db.close();
    expect([...record.rows.answers.keys()]).toEqual(['1\nq1']);
  });
});
