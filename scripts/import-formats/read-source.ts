import fs from 'node:fs/promises';
import { ImportError, MAX_IMPORT_BYTES, type ReadResult } from '../../contract/import/imported.js';
import { FORMAT_NAMES, formatOfFile, type ImportFormat, readImport } from '../../contract/import/read-import.js';
import { ContentError } from '../../server/content/types.js';

/**
 * Reads a CSV, GIFT, Moodle XML or QTI file (a zip, or bare XML) of at most MAX_IMPORT_BYTES; `format`
 * in the result is the format's name for people (`QTI 2.1`).
 */
export async function readSource(file: string, format?: string): Promise<ReadResult & { format: string }> {
  const formats = Object.keys(FORMAT_NAMES);
  if (format !== undefined && !formats.includes(format)) refuseFormat(file, format);
  const { size } = await fs.stat(file);
  if (size > MAX_IMPORT_BYTES) {
    const message = `the file is ${size} bytes, more than the ${MAX_IMPORT_BYTES} we read`;
    throw new ContentError([{ file, line: 1, message, fix: 'split it into several topics' }]);
  }
  const bytes = new Uint8Array(await fs.readFile(file));
  const chosen = (format ?? formatOfFile(file, bytes)) as ImportFormat | undefined;
  if (chosen === undefined) refuseFormat(file, format);
  try {
    const read = readImport(file, chosen, bytes);
    return { ...read, format: read.format ?? FORMAT_NAMES[chosen] };
  } catch (error) {
    // The readers know nothing of the bank: their refusal is printed like any content problem.
    if (error instanceof ImportError) throw new ContentError(error.problems);
    throw error;
  }
}

function refuseFormat(file: string, format: string | undefined): never {
  const fix = 'name the file .json, .csv, .gift, .xml or .zip, or pass --format csv, gift, moodle or qti';
  throw new ContentError([
    { file, line: 1, message: `the format ${format ?? 'of this file'} is not one we read`, fix },
  ]);
}
