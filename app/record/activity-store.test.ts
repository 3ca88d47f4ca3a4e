import { afterEach, describe, expect, it, vi } from 'vitest';
import { countAnswer, MAX_DAYS, readActivity, subscribeActivity } from './activity-store';
import { dayKey } from './days';
import { ACTIVITY_KEY } from './old-keys';
import { saveAnswer } from './progress-store';
import { RecordDraft } from './record-draft';
import { startRecord } from './start-record';

const stored = () => ({ days: Object.fromEntries(readActivity()) });
const recordActivity = (correct: boolean, at: Date) => {
  const draft = new RecordDraft();
  countAnswer(draft, correct, at);
  return draft.commit();
};
/** Days as the activity store before the record kept them, carried over. */
async function carryOver(raw: string) {
  localStorage.setItem(ACTIVITY_KEY, raw);
  await startRecord();
  return readActivity();
}

describe('activity store', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('counts answers and correct answers per local day', () => {
    void recordActivity(true, new Date(2026, 10, 23, 9, 0));
    void recordActivity(false, new Date(2026, 10, 23, 21, 15));
    void recordActivity(true, new Date(2026, 10, 24, 7, 30));
    expect(stored()).toEqual({
      days: { '2026-11-23': { answered: 2, correct: 1 }, '2026-11-24': { answered: 1, correct: 1 } },
    });
  });

  it('buckets by the local day, not the UTC one', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 22:30 on the 23rd in New York is already the 24th in UTC.
      void recordActivity(true, new Date('2026-11-24T03:30:00Z'));
      void recordActivity(false, new Date('2026-11-24T05:30:00Z'));
    } finally {
      process.env.TZ = zone;
    }
    expect(stored()).toEqual({
      days: { '2026-11-23': { answered: 1, correct: 1 }, '2026-11-24': { answered: 1, correct: 0 } },
    });
  });

  it(`keeps only the latest ${MAX_DAYS} practised days`, async () => {
    const days: Record<string, { answered: number; correct: number }> = {};
    for (let i = 0; i < MAX_DAYS; i++) {
      days[dayKey(new Date(2025, 0, 1 + i))] = { answered: 1, correct: 0 };
    }
    await carryOver(JSON.stringify({ days }));
    void recordActivity(true, new Date(2026, 10, 23, 12));
    const keys = Object.keys(stored().days).sort();
    expect(keys).toHaveLength(MAX_DAYS);
    expect(keys[0]).toBe('2025-01-02');
    expect(keys.at(-1)).toBe('2026-11-23');
  });

  it.each([
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['a foreign shape', JSON.stringify({ score: 3 })],
    ['days as an array', JSON.stringify({ days: [1, 2] })],
  ])('reads %s as no activity, and starts afresh on the next answer', async (_, raw) => {
    expect((await carryOver(raw)).size).toBe(0);
    void recordActivity(false, new Date(2026, 10, 23, 12));
    expect(stored()).toEqual({ days: { '2026-11-23': { answered: 1, correct: 0 } } });
  });

  it('drops a corrupt day but keeps the good ones', async () => {
    const log = await carryOver(
      JSON.stringify({
        days: {
          '2026-11-20': { answered: 3, correct: 2 },
          '2026-11-21': { answered: -1, correct: 0 },
          '2026-11-22': { answered: 1, correct: 5 },
          '2026-11-23': { answered: 1.5, correct: 0 },
          yesterday: { answered: 1, correct: 1 },
          '2026-11-24': 'lots',
        },
      }),
    );
    expect([...log]).toEqual([['2026-11-20', { answered: 3, correct: 2 }]]);
  });

  it('drops days that are not real dates or lie in the future, allowing tomorrow for another time zone', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 40));
    const one = { answered: 1, correct: 1 };
    const log = await carryOver(
      JSON.stringify({
        days: {
          '2026-11-23': one,
          '2026-11-24': one,
          '2026-11-25': one,
          '2999-01-01': one,
          '2026-02-30': one,
          '2019-12-31': one,
        },
      }),
    );
    expect([...log.keys()]).toEqual(['2026-11-23', '2026-11-24']);
  });

  it('keeps the real history and a new answer when 400 days in the year 2999 were stored', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 40));
    const days: Record<string, { answered: number; correct: number }> = { '2026-11-22': { answered: 2, correct: 1 } };
    for (let i = 0; i < MAX_DAYS; i++) days[dayKey(new Date(2999, 0, 1 + i))] = { answered: 5, correct: 5 };
    await carryOver(JSON.stringify({ days }));
    void recordActivity(true, new Date());
    expect(stored().days).toEqual({
      '2026-11-22': { answered: 2, correct: 1 },
      '2026-11-23': { answered: 1, correct: 1 },
    });
  });

  it('is written by every saved answer, and tells its listeners', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 40));
    const listener = vi.fn();
    const stop = subscribeActivity(listener);
    void saveAnswer(7, 2, 'q1', { chosen: 'a', correct: true });
    await saveAnswer(7, 2, 'q2', { chosen: 'c', correct: false });
    stop();
    const heard = listener.mock.calls.length;
    await saveAnswer(7, 2, 'q2', { chosen: 'b', correct: true });
    expect(readActivity().get('2026-11-23')).toEqual({ answered: 3, correct: 2 });
    expect(heard).toBeGreaterThanOrEqual(2);
    expect(listener).toHaveBeenCalledTimes(heard);
  });

  it('keeps counting for the visit where the browser keeps nothing', async () => {
    // No IndexedDB here (jsdom): the record lives in memory, and says it was not written.
    await expect(recordActivity(true, new Date(2026, 10, 23, 12))).resolves.toBe(false);
    expect(stored().days).toEqual({ '2026-11-23': { answered: 1, correct: 1 } });
  });
});
