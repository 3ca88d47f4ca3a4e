import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACTIVITY_KEY,
  MAX_DAYS,
  parseActivity,
  readActivity,
  recordActivity,
  subscribeActivity,
} from './activity-store';
import { dayKey } from './days';
import { saveAnswer } from './progress-store';

const stored = () => JSON.parse(localStorage.getItem(ACTIVITY_KEY)!) as { days: Record<string, unknown> };

describe('activity store', () => {
  afterEach(() => {
    localStorage.clear();
    vi.useRealTimers();
  });

  it('counts answers and correct answers per local day', () => {
    recordActivity(true, new Date(2026, 10, 23, 9, 0));
    recordActivity(false, new Date(2026, 10, 23, 21, 15));
    recordActivity(true, new Date(2026, 10, 24, 7, 30));
    expect(stored()).toEqual({
      days: { '2026-11-23': { answered: 2, correct: 1 }, '2026-11-24': { answered: 1, correct: 1 } },
    });
  });

  it('buckets by the local day, not the UTC one', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    try {
      // 22:30 on the 23rd in New York is already the 24th in UTC.
      recordActivity(true, new Date('2026-11-24T03:30:00Z'));
      recordActivity(false, new Date('2026-11-24T05:30:00Z'));
    } finally {
      process.env.TZ = zone;
    }
    expect(stored()).toEqual({
      days: { '2026-11-23': { answered: 1, correct: 1 }, '2026-11-24': { answered: 1, correct: 0 } },
    });
  });

  it(`keeps only the latest ${MAX_DAYS} practised days`, () => {
    const days: Record<string, { answered: number; correct: number }> = {};
    for (let i = 0; i < MAX_DAYS; i++) {
      days[dayKey(new Date(2025, 0, 1 + i))] = { answered: 1, correct: 0 };
    }
    localStorage.setItem(ACTIVITY_KEY, JSON.stringify({ days }));
    recordActivity(true, new Date(2026, 10, 23, 12));
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
  ])('reads %s as no activity, and starts afresh on the next answer', (_, raw) => {
    localStorage.setItem(ACTIVITY_KEY, raw);
    expect(readActivity().size).toBe(0);
    recordActivity(false, new Date(2026, 10, 23, 12));
    expect(stored()).toEqual({ days: { '2026-11-23': { answered: 1, correct: 0 } } });
  });

  it('drops a corrupt day but keeps the good ones', () => {
    const log = parseActivity(
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

  it('drops days that are not real dates or lie in the future, allowing tomorrow for another time zone', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 40));
    const one = { answered: 1, correct: 1 };
    const log = parseActivity(
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

  it('keeps the real history and a new answer when 400 days in the year 2999 were stored', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 10, 40));
    const days: Record<string, { answered: number; correct: number }> = { '2026-11-22': { answered: 2, correct: 1 } };
    for (let i = 0; i < MAX_DAYS; i++) days[dayKey(new Date(2999, 0, 1 + i))] = { answered: 5, correct: 5 };
    localStorage.setItem(ACTIVITY_KEY, JSON.stringify({ days }));
    recordActivity(true, new Date());
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
    await saveAnswer(7, 2, 'q2', { chosen: 'b', correct: true });
    expect(readActivity().get('2026-11-23')).toEqual({ answered: 3, correct: 2 });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps working without storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => recordActivity(true, new Date())).not.toThrow();
    vi.restoreAllMocks();
    expect(readActivity().size).toBe(0);
  });
});
