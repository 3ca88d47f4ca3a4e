import { describe, expect, it } from 'vitest';
import { best, bestAndMedian, median, verdict } from './rules.js';

describe('best of N', () => {
  it('takes the highest score and the lowest time: other load only ever slows a run', () => {
    expect(best([83, 100, 92, 97, 99], 'higher')).toBe(100);
    expect(best([686, 112, 352, 205, 140], 'lower')).toBe(112);
  });

  it('shows the median beside the best, the lower middle of an even count', () => {
    expect(bestAndMedian([83, 100, 92, 97, 99], 'higher')).toEqual({ value: 100, median: 97 });
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([7])).toBe(7);
  });

  it('refuses to judge no runs at all', () => {
    expect(() => best([], 'lower')).toThrow('no runs');
    expect(() => median([])).toThrow('no runs');
  });
});

describe('verdict', () => {
  const row = { figure: 'f', unit: 'ms' };

  it('holds a value to its budget', () => {
    expect(verdict({ ...row, value: 50, budget: 50 }).missed).toEqual([]);
    expect(verdict({ ...row, value: 51, budget: 50 })).toMatchObject({ ratio: 1.02, missed: ['budget'] });
  });

  it('holds a start-up to its highest ratio against the baseline of the same run', () => {
    expect(verdict({ ...row, value: 600, baseline: 200, maxRatio: 3 })).toMatchObject({ ratio: 3, missed: [] });
    expect(verdict({ ...row, value: 601, baseline: 200, maxRatio: 3 }).missed).toEqual(['highest ratio']);
  });

  it('holds a throughput to its lowest ratio, and a baseline of nothing misses it', () => {
    expect(verdict({ ...row, value: 5000, baseline: 10_000, minRatio: 0.5 }).missed).toEqual([]);
    expect(verdict({ ...row, value: 4999, baseline: 10_000, minRatio: 0.5 }).missed).toEqual(['lowest ratio']);
    expect(verdict({ ...row, value: 10, baseline: 0, minRatio: 0.5 }).missed).toEqual(['lowest ratio']);
  });

  it('holds a score to 100 on its best run and to a lowest median', () => {
    const score = { ...row, unit: '', baseline: 100, minRatio: 1, minMedian: 95 };
    expect(verdict({ ...score, value: 100, median: 95 }).missed).toEqual([]);
    expect(verdict({ ...score, value: 100, median: 94 }).missed).toEqual(['median']);
    expect(verdict({ ...score, value: 99, median: 99 }).missed).toEqual(['lowest ratio']);
    expect(verdict({ ...score, value: 100 }).missed).toEqual(['median']);
  });

  it('passes a figure that is only shown', () => {
    expect(verdict({ ...row, value: 123 })).toEqual({ reference: undefined, ratio: undefined, missed: [] });
  });
});
