import type { BenchRow } from './table.js';

/**
 * The bench's rules, apart from its measuring. The machine is shared: other work only ever slows a
 * run down, never speeds it up, so a figure is judged on its best run, with the median beside it
 * to show what a typical run gave (docs/decisions/0003-responses-from-memory.md).
 */
export type Better = 'higher' | 'lower';

/** The middle value; of an even count, the lower of the two middle ones (never an average no run gave). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no runs');
  return values.toSorted((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
}

export function best(values: readonly number[], better: Better): number {
  if (values.length === 0) throw new Error('best of no runs');
  return better === 'higher' ? Math.max(...values) : Math.min(...values);
}

/** What a row shows of repeated runs: the best as its value, the median beside it. */
export function bestAndMedian(values: readonly number[], better: Better): { value: number; median: number } {
  return { value: best(values, better), median: median(values) };
}

export type Verdict = { reference?: number; ratio?: number; missed: string[] };

/**
 * A row against its rules: an upper budget on the value, a lowest or highest ratio to a baseline
 * measured in the same run, a lowest median. `missed` names each rule the row breaks.
 */
export function verdict(row: BenchRow): Verdict {
  const reference = row.budget ?? row.baseline;
  const ratio = reference ? row.value / reference : undefined;
  const missed: string[] = [];
  if (row.budget !== undefined && row.value > row.budget) missed.push('budget');
  if (row.minRatio !== undefined && (ratio === undefined || ratio < row.minRatio)) missed.push('lowest ratio');
  if (row.maxRatio !== undefined && (ratio === undefined || ratio > row.maxRatio)) missed.push('highest ratio');
  if (row.minMedian !== undefined && (row.median === undefined || row.median < row.minMedian)) missed.push('median');
  return { reference, ratio, missed };
}
