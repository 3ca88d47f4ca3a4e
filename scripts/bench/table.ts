/** One line of the bench table: a figure against a budget (upper bound) or a baseline. */
export type BenchRow = {
  figure: string;
  value: number;
  unit: string;
  budget?: number;
  baseline?: number;
  minRatio?: number;
};

export function printTable(rows: BenchRow[]): boolean {
  let ok = true;
  const lines = rows.map((row) => {
    const reference = row.budget ?? row.baseline;
    const ratio = reference ? row.value / reference : undefined;
    const missed =
      (row.budget !== undefined && row.value > row.budget) ||
      (row.minRatio !== undefined && ratio !== undefined && ratio < row.minRatio);
    if (missed) ok = false;
    const kind = row.budget !== undefined ? 'budget' : row.baseline !== undefined ? 'baseline' : '';
    return [
      row.figure,
      `${format(row.value)} ${row.unit}`,
      reference === undefined ? '' : `${kind} ${format(reference)} ${row.unit}`,
      ratio === undefined ? '' : `${ratio.toFixed(2)}x`,
      missed ? 'MISSED' : 'ok',
    ];
  });
  const header = ['figure', 'value', 'budget or baseline', 'ratio', 'result'];
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const render = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ');
  console.log(render(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('-|-'));
  for (const line of lines) console.log(render(line));
  return ok;
}

function format(value: number): string {
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}
