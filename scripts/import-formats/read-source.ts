import fs from 'node:fs/promises';
import { ContentError } from '../../server/content/types.js';
import { ImportError, MAX_IMPORT_BYTES, type ReadResult } from '../../contract/import/imported.js';
import { formatOfFile, type ImportFormat, readImport } from '../../contract/import/read-import.js';

/** Reads a CSV, GIFT or Moodle XML file of at most MAX_IMPORT_BYTES, as UTF-8. */
export async function readSource(file: string, format?: string): Promise<ReadResult & { format: ImportFormat }> {
  const chosen = (format ?? formatOfFile(file)) as ImportFormat | undefined;
  if (chosen !== 'csv' && chosen !== 'gift' && chosen !== 'moodle') {
    const fix = 'name the file .json, .csv, .gift or .xml, or pass --format csv, gift or moodle';
    throw new ContentError([
      { file, line: 1, message: `the format ${format ?? 'of this file'} is not one we read`, fix },
    ]);
  }
  const { size } = await fs.stat(file);
  if (size > MAX_IMPORT_BYTES) {
    const message = `the file is ${size} bytes, more than the ${MAX_IMPORT_BYTES} we read`;
    throw new ContentError([{ file, line: 1, message, fix: 'split it into several topics' }]);
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(await fs.readFile(file));
  try {
    return { ...readImport(file, chosen, text), format: chosen };
  } catch (error) {
    // The readers know nothing of the bank: their refusal is printed like any content problem.
    if (error instanceof ImportError) throw new ContentError(error.problems);
    throw error;
  }
}
