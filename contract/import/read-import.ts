import { ImportError, type ReadResult } from './imported.js';
import { readCsv } from './read-csv.js';
import { readGift } from './read-gift.js';
import { readMoodleXml } from './read-moodle-xml.js';

export const IMPORT_FORMATS = { csv: readCsv, gift: readGift, moodle: readMoodleXml } as const;
export type ImportFormat = keyof typeof IMPORT_FORMATS;

/** Each format as its users call it. */
export const FORMAT_NAMES: Record<ImportFormat, string> = { csv: 'CSV', gift: 'GIFT', moodle: 'Moodle XML' };

/** The format a file's name says: .csv, .gift or .gift.txt, .xml. */
export function formatOfFile(file: string): ImportFormat | undefined {
  const name = file.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.gift') || name.endsWith('.gift.txt')) return 'gift';
  if (name.endsWith('.xml')) return 'moodle';
  return undefined;
}

export function readImport(file: string, format: ImportFormat, text: string): ReadResult {
  const result = IMPORT_FORMATS[format](file, text);
  if (result.questions.length === 0) {
    const fix =
      'check that the file is in the format its name says (.csv, .gift, .xml) and holds multiple-choice questions';
    throw new ImportError([
      ...result.skipped,
      { file, line: 1, message: 'no question could be taken from the file', fix },
    ]);
  }
  return result;
}
