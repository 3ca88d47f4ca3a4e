import { afterEach, describe, expect, it } from 'vitest';
import { readProgress } from './progress-read';
import { migrateProgress } from './progress-migration';
import { validProgress } from './progress-schema';
import { startRecord } from './start-record';

// An hour ago, so a page's own read (at the real now) sees the stored times within bounds.
const NOW = Date.now() - 3_600_000;
const DAY = 86_400_000;
const answer = (at: number, firstAt = at) => ({
  chosen: 'a',
  correct: true,
  at,
  first: { chosen: 'a', correct: true, at: firstAt },
});
const key = (topicId: string) => `quiz-dojo:progress:v3:${topicId}`;

describe('stored answers from a clock that ran fast, read once it was set back', () => {
  afterEach(() => localStorage.clear());

  it('are kept with their times as now, not dropped; times within the skew stay as they are', () => {
    const stored = {
      total: 3,
      answers: {
        // Given while the clock ran 3 days fast, first tried then too.
        q1: answer(NOW + 3 * DAY),
        // Answered again while fast, first tried before.
        q2: answer(NOW + 2 * DAY, NOW - DAY),
        // Within the day of skew the bounds allow.
        q3: answer(NOW + DAY / 2),
      },
    };
    expect(validProgress(stored, NOW)).toEqual({
      total: 3,
      answers: { q1: answer(NOW), q2: answer(NOW, NOW - DAY), q3: answer(NOW + DAY / 2) },
    });
  });

  it('are stored with those times at the first read of a page, so they read the same after', async () => {
    localStorage.setItem(key('2'), JSON.stringify({ total: 1, answers: { q1: answer(NOW + 3 * DAY) } }));
    migrateProgress(localStorage, new Date(NOW));
    expect(JSON.parse(localStorage.getItem(key('2'))!)).toEqual({ total: 1, answers: { q1: answer(NOW) } });
    // The record's carry-over (a later time) keeps the stored time: nothing lies beyond the bound now.
    await startRecord();
    expect(readProgress('2').answers.q1?.at).toBe(NOW);
  });

  it('still drop a time before 2020 or not a whole number, alone', () => {
    const stored = { total: 2, answers: { q1: answer(Date.UTC(2019, 0, 1)), q2: answer(NOW + 0.5), q3: answer(NOW) } };
    expect(validProgress(stored, NOW)).toEqual({ total: 2, answers: { q3: answer(NOW) } });
  });
});
