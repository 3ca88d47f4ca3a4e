import { decodeUtf8, ImportError, type ReadResult } from './imported.js';
import { readCsv } from './read-csv.js';
import { readGift } from './read-gift.js';
import { readMoodleXml } from './read-moodle-xml.js';
import { readQti } from './read-qti.js';

/** Each format's reader, from the file's bytes (QTI may be a zip; the others are UTF-8 text). */
export const IMPORT_FORMATS = {
  csv: (file: string, bytes: Uint8Array) => readCsv(file, decodeUtf8(bytes)),
  gift: (file: string, bytes: Uint8Array) => readGift(file, decodeUtf8(bytes)),
  moodle: (file: string, bytes: Uint8Array) => readMoodleXml(file, decodeUtf8(bytes)),
  qti: readQti,
} as const;
export type ImportFormat = keyof typeof IMPORT_FORMATS;

/** Each format as its users call it (QTI says its version itself: ReadResult's `format`). */
export const FORMAT_NAMES: Record<ImportFormat, string> = {
  csv: 'CSV',
  gift: 'GIFT',
  moodle: 'Moodle XML',
  qti: 'QTI',
};

/** The first bytes of an XML file, to tell QTI (questestinterop, assessmentItem) from Moodle XML. */
const QTI_ROOT = /<(questestinterop|assessmentItem)\b/;

/** The format a file's name says: .csv, .gift or .gift.txt, .zip (QTI), .xml (QTI or Moodle XML, by its root). */
export function formatOfFile(file: string, bytes?: Uint8Array): ImportFormat | undefined {
  const name = file.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.gift') || name.endsWith('.gift.txt')) return 'gift';
  if (name.endsWith('.zip')) return 'qti';
  if (name.endsWith('.xml')) return bytes && QTI_ROOT.test(decodeUtf8(bytes.subarray(0, 4096))) ? 'qti' : 'moodle';
  return undefined;
}

export function readImport(file: string, format: ImportFormat, bytes: Uint8Array): ReadResult {
  const result = IMPORT_FORMATS[format](file, bytes);
  if (result.questions.length === 0) {
    const fix =
      'check that the file is in the format its name says (.csv, .gift, .xml, .zip) and holds multiple-choice questions';
    throw new ImportError([
      ...result.skipped,
      { file, line: 1, message: 'no question could be taken from the file', fix },
    ]);
  }
  return result;
}
