import { parse } from 'csv-parse/sync';
import { unescapeCell } from '../export/csv-cells.js';
import { type ImportedQuestion, ImportError, type ImportProblem, type ReadResult, whyNotTaken } from './imported.js';

const NEEDED = ['stem', 'option_a', 'option_b', 'option_c', 'option_d', 'answer'];
const FIX = 'give the row a stem, four different options and an answer letter A to D';

/**
 * Reads a CSV with a header row naming at least stem, option_a to option_d and answer (a letter);
 * id, difficulty, tags (space-separated) and explanation are taken when present. A UTF-8 BOM is
 * allowed; the apostrophe our export puts before a formula-like cell is removed.
 */
export function readCsv(file: string, text: string): ReadResult {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    const message = `the CSV cannot be read: ${(error as Error).message}`;
    throw new ImportError([
      { file, line, message, fix: 'correct the quoting there (a quote inside a quoted cell is doubled)' },
    ]);
  }
  const [header, ...rows] = records;
  const columns = (header?.record ?? []).map((name) => name.trim().toLowerCase());
  const missing = NEEDED.filter((name) => !columns.includes(name));
  if (missing.length > 0) {
    const message = `the header row lacks ${missing.join(', ')}`;
    throw new ImportError([{ file, line: 1, message, fix: `name the columns in the first row: ${NEEDED.join(',')}` }]);
  }
  const questions: ImportedQuestion[] = [];
  const skipped: ImportProblem[] = [];
  let previousEnd = header!.info.lines;
  for (const { record, info } of rows) {
    const line = previousEnd + 1;
    previousEnd = info.lines;
    const cell = (name: string) => unescapeCell(record[columns.indexOf(name)] ?? '');
    const options = ['option_a', 'option_b', 'option_c', 'option_d'].map(cell);
    const letter = cell('answer').trim().toUpperCase();
    const correct = ['A', 'B', 'C', 'D'].includes(letter) ? [letter.charCodeAt(0) - 65] : [];
    const why =
      letter === '' || correct.length === 1
        ? whyNotTaken(cell('stem'), options, correct)
        : `its answer "${letter}" is not a letter A to D`;
    if (why) {
      skipped.push({ file, line, message: `row left out: ${why}`, fix: FIX });
      continue;
    }
    questions.push({
      ...(cell('id') ? { id: cell('id') } : {}),
      question: cell('stem'),
      options,
      correctAnswer: options[correct[0]!]!,
      explanation: cell('explanation'),
      ...(cell('difficulty') ? { difficulty: cell('difficulty') } : {}),
      tags: cell('tags').split(/\s+/).filter(Boolean),
    });
  }
  return { questions, skipped };
}
