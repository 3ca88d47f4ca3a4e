import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { readCsv } from './read-csv.js';
import { escapeCell, unescapeCell } from '../export/csv-cells.js';
import { writeCsv } from '../export/csv.js';
import { TRICKY_TOPIC } from '../export/tricky-topic.js';

describe('CSV export', () => {
  const csv = writeCsv(TRICKY_TOPIC);
  const rows = parse(csv) as string[][];

  it('is RFC 4180 without a BOM: a header row, then one row per question, every column in place', () => {
    expect(csv.charCodeAt(0)).not.toBe(0xfeff);
    expect(csv).toContain('\r\n');
    expect(rows[0]!.join(',')).toBe(
      'id,topic,difficulty,tags,stem,option_a,option_b,option_c,option_d,answer,explanation,license,source',
    );
    expect(rows[1]!.slice(0, 4)).toEqual(['tricky:escapes-everything', 'tricky', 'hard', 'escapes formulas']);
    expect(rows[1]![4]).toBe(TRICKY_TOPIC.questions[0]!.question);
    expect(rows[1]![9]).toBe('C');
    expect(rows[2]![9]).toBe('D');
    expect(rows[1]![11]).toMatch(/CC BY-SA 4\.0 \(https:\/\/creativecommons\.org\/licenses\/by-sa\/4\.0\/\)/);
    expect(rows[1]![12]).toBe('https://quiz.example.org/topic/99');
  });

  it('starts no cell with = + - @, tab or carriage return, so a spreadsheet runs none as a formula', () => {
    const cells = rows.flat();
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
    expect(rows[1]!.slice(5, 9)).toEqual(["'=SUM(A1:A2)", "'+1", "'-1 @x", "''=already quoted"]);
    expect(rows[2]!.slice(5, 7)).toEqual(["'@SUM(1)", "'@@double at"]);
    expect([escapeCell('\tx'), escapeCell('\rx'), unescapeCell("'\tx"), unescapeCell("'x")]).toEqual([
      "'\tx",
      "'\rx",
      '\tx',
      "'x",
    ]);
  });

  it('reads back as written: the escape is removed only where the export added it', () => {
    const read = readCsv('tricky.csv', csv);
    expect(read.skipped).toEqual([]);
    expect(read.questions).toEqual(TRICKY_TOPIC.questions);
  });
});
