import { describe, expect, it } from 'vitest';
import { dueForecast } from './due-forecast';

// Local times, so the test holds in any time zone.
const now = new Date(2026, 2, 2, 15, 30);
const local = (day: number, hour: number) => ({ due: new Date(2026, 2, day, hour).getTime() });

describe('dueForecast', () => {
  it('counts cards per local day, overdue ones today, later ones left out', () => {
    const cards = [local(1, 9), local(2, 8), local(2, 23), local(3, 0), local(3, 23), local(5, 12), local(9, 12)];
    expect(dueForecast(cards, now, 4)).toEqual([3, 2, 0, 1]);
  });

  it('gives zeros for no cards, and nothing for no days', () => {
    expect(dueForecast([], now, 3)).toEqual([0, 0, 0]);
    expect(dueForecast([local(2, 8)], now, 0)).toEqual([]);
  });
});
