import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, loadLocale } from '../i18n/locale';
import type { ActivityLog } from './days';
import { addDays, calendarWeeks, currentStreak, dayKey, firstDayOfWeek } from './days';

const logOf = (...keys: string[]): ActivityLog => new Map(keys.map((key) => [key, { answered: 2, correct: 1 }]));
// Monday 23 November 2026, mid-morning.
const today = new Date(2026, 10, 23, 10, 40);

describe('current streak', () => {
  it('counts consecutive practised days ending today', () => {
    expect(currentStreak(logOf('2026-11-21', '2026-11-22', '2026-11-23'), today)).toBe(3);
  });

  it('still counts the days up to yesterday while today has no answer yet', () => {
    expect(currentStreak(logOf('2026-11-20', '2026-11-21', '2026-11-22'), today)).toBe(3);
  });

  it('is broken by a day without answers', () => {
    expect(currentStreak(logOf('2026-11-19', '2026-11-20', '2026-11-22', '2026-11-23'), today)).toBe(2);
  });

  it('is zero when neither today nor yesterday was practised', () => {
    expect(currentStreak(logOf('2026-11-19', '2026-11-20', '2026-11-21'), today)).toBe(0);
    expect(currentStreak(new Map(), today)).toBe(0);
  });

  it('runs across months and years', () => {
    expect(currentStreak(logOf('2026-12-30', '2026-12-31', '2027-01-01'), new Date(2027, 0, 1, 8))).toBe(3);
  });

  it('ignores days in the future (a clock set back)', () => {
    expect(currentStreak(logOf('2026-11-24', '2026-11-25'), today)).toBe(0);
  });
});

describe('days', () => {
  it('steps whole local days across a daylight-saving change', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      // Clocks go forward on 29 March 2026 in Berlin: that day has 23 hours.
      const keys = [0, 1, 2].map((days) => dayKey(addDays(new Date(2026, 2, 28, 23, 30), days)));
      expect(keys).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    } finally {
      process.env.TZ = zone;
    }
  });

  it('lays out whole weeks from the first day of the week, the last one holding today', () => {
    const log: ActivityLog = new Map([
      ['2026-11-23', { answered: 4, correct: 3 }],
      ['2026-09-01', { answered: 1, correct: 1 }],
    ]);
    const mondays = calendarWeeks(log, today, 12, 1);
    expect(mondays).toHaveLength(12);
    expect(mondays.every((week) => week.length === 7)).toBe(true);
    expect(dayKey(mondays[0]![0]!.date)).toBe('2026-09-07');
    expect(dayKey(mondays[11]![0]!.date)).toBe('2026-11-23');
    expect(mondays[11]![0]).toMatchObject({ answered: 4, correct: 3, future: false });
    expect(mondays[11]!.slice(1).every((day) => day.future && day.answered === 0)).toBe(true);
    // 1 September is before the twelve weeks shown.
    expect(mondays.flat().reduce((sum, day) => sum + day.answered, 0)).toBe(4);

    const sundays = calendarWeeks(log, today, 12, 7);
    expect(dayKey(sundays[11]![0]!.date)).toBe('2026-11-22');
    expect(sundays[11]![1]).toMatchObject({ answered: 4, future: false });
    expect(sundays[11]![2]!.future).toBe(true);
  });

  it('reads the first day of the week from the locale, Monday when it cannot', () => {
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('not a locale!')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
  });

  describe('in the language of the page', () => {
    afterEach(() => activateLocale('en'));

    it.each([
      ['en', 7],
      ['es', 1],
      ['pt-BR', 7],
      ['de', 1],
      ['zh-Hans', 1],
    ] as const)('starts the week of a page in %s on day %i', async (locale, day) => {
      await loadLocale(locale);
      activateLocale(locale);
      expect(firstDayOfWeek()).toBe(day);
    });
  });
});
