import { verdict } from './rules.js';

/** One line of the bench table: a figure against a budget (upper bound) or a baseline. */
export type BenchRow = {
  figure: string;
  /** Of repeated runs, the best one (scripts/bench/rules.ts). */
  value: number;
  unit: string;
  budget?: number;
  baseline?: number;
  minRatio?: number;
  maxRatio?: number;
  /** Of repeated runs, the median, shown beside the value. */
  median?: number;
  minMedian?: number;
};

export function printTable(rows: BenchRow[]): boolean {
  let ok = true;
  const lines = rows.map((row) => {
    const { reference, ratio, missed } = verdict(row);
    if (missed.length > 0) ok = false;
    const kind = row.budget !== undefined ? 'budget' : row.baseline !== undefined ? 'baseline' : '';
    const bounds = [row.minRatio && `≥ ${row.minRatio}x`, row.maxRatio && `≤ ${row.maxRatio}x`].filter(Boolean);
    return [
      row.figure,
      withUnit(row.value, row.unit),
      row.median === undefined
        ? ''
        : `${withUnit(row.median, row.unit)}${row.minMedian === undefined ? '' : ` (≥ ${row.minMedian})`}`,
      reference === undefined ? '' : `${kind} ${withUnit(reference, row.unit)}`,
      ratio === undefined ? '' : `${ratio.toFixed(2)}x${bounds.length ? ` (${bounds.join(', ')})` : ''}`,
      missed.length ? `MISSED (${missed.join(', ')})` : 'ok',
    ];
  });
  const header = ['figure', 'value', 'median', 'budget or baseline', 'ratio', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const render = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  console.log(render(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(render(line));
  return ok;
}

function withUnit(value: number, unit: string): string {
  const number = value >= 100 || Number.isInteger(value) ? value.toFixed(0) : value.toFixed(1);
  return unit ? `${number} ${unit}` : number;
}
