import { Unzip, UnzipInflate } from 'fflate';
import { ImportError, MAX_IMPORT_BYTES } from './imported.js';

/** A QTI package holds one file per question and a manifest: a thousand is more than any topic. */
export const MAX_ZIP_ENTRIES = 1000;
/** No XML file we read is larger than the largest file we read at all. */
export const MAX_ENTRY_BYTES = MAX_IMPORT_BYTES;
/** All entries together, inflated: four times what we read of one file, small enough to hold at once. */
export const MAX_UNZIPPED_BYTES = 4 * MAX_IMPORT_BYTES;
/** Fed to the inflater this much at a time, so that a bomb is stopped after a few MiB, not after gigabytes. */
const FEED_BYTES = 4 * 1024;

const TRAVERSAL = /(^|[\\/])\.\.([\\/]|$)|^[\\/]|^[a-zA-Z]:|\\|\0/;

/**
 * The files of a zip, refused whole (ImportError: what, where, how to fix) when it could be a bomb:
 * too large, too many entries, an entry or all of them larger than the bounds once inflated (declared
 * sizes are checked before inflating, and inflating stops at the bound in case they lie), or a name
 * that climbs out of the package (`../`, absolute, a drive, a backslash).
 */
export function unzipBounded(file: string, zip: Uint8Array): Record<string, Uint8Array> {
  const refuse = (message: string, fix: string): never => {
    throw new ImportError([{ file, line: 1, message, fix }]);
  };
  if (zip.length > MAX_IMPORT_BYTES)
    refuse(
      `the archive is ${zip.length} bytes, more than the ${MAX_IMPORT_BYTES} we read`,
      'split it into several packages',
    );
  const files: Record<string, Uint8Array> = {};
  let entries = 0;
  let total = 0;
  let refusal: ImportError | undefined;
  const unzip = new Unzip((entry) => {
    if (refusal) return;
    try {
      entries += 1;
      if (entries > MAX_ZIP_ENTRIES)
        refuse(`the archive has more than ${MAX_ZIP_ENTRIES} entries`, 'split it into several packages');
      if (TRAVERSAL.test(entry.name))
        refuse(
          `the entry "${entry.name}" names a place outside the package`,
          'give its files relative names without ".."',
        );
      const declared = entry.originalSize ?? 0;
      if (declared > MAX_ENTRY_BYTES)
        refuse(
          `the entry "${entry.name}" says it inflates to ${declared} bytes, more than the ${MAX_ENTRY_BYTES} we read`,
          'split it into several files',
        );
      if (total + declared > MAX_UNZIPPED_BYTES)
        refuse(
          `the entries say they inflate to more than ${MAX_UNZIPPED_BYTES} bytes together`,
          'split it into several packages',
        );
    } catch (error) {
      refusal = error as ImportError;
      return;
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    entry.ondata = (error, chunk, final) => {
      if (refusal) return;
      size += chunk?.length ?? 0;
      total += chunk?.length ?? 0;
      const lie = entry.originalSize !== undefined && size > entry.originalSize;
      const fix = 'the archive is damaged or hostile: make it again with a zip tool';
      if (error)
        refusal = new ImportError([
          { file, line: 1, message: `the entry "${entry.name}" cannot be inflated: ${error.message}`, fix },
        ]);
      else if (lie || size > MAX_ENTRY_BYTES || total > MAX_UNZIPPED_BYTES) {
        const what = lie
          ? `its declared ${entry.originalSize} bytes`
          : `the ${size > MAX_ENTRY_BYTES ? MAX_ENTRY_BYTES : MAX_UNZIPPED_BYTES} we read`;
        refusal = new ImportError([
          { file, line: 1, message: `the entry "${entry.name}" inflates to more than ${what}`, fix },
        ]);
      }
      if (refusal) return entry.terminate();
      chunks.push(chunk);
      if (final) files[entry.name] = join(chunks, size);
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  for (let at = 0; at < zip.length && !refusal; at += FEED_BYTES)
    unzip.push(zip.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= zip.length);
  if (refusal) throw refusal;
  return files;
}

function join(chunks: Uint8Array[], size: number): Uint8Array {
  const joined = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    joined.set(chunk, at);
    at += chunk.length;
  }
  return joined;
}
