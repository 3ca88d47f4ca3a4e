import fs from 'node:fs/promises';
import { findUnstorable, lineAt, UNSTORABLE_FIX } from './storable-text.js';
import type { ContentProblem } from './types.js';

export type ReadResult = { text: string; bytes: Buffer } | { problem: ContentProblem; bytes: Buffer };

/**
 * Reads one entry of the content folder as UTF-8 text. Whatever makes it unreadable (a folder,
 * a link to nothing, no permission, bytes that are not UTF-8, characters no database stores) is
 * a problem of that file, reported like any other, never an exception that stops the server.
 */
export async function readContentFile(absolute: string, display: string): Promise<ReadResult> {
  const problem = (line: number, message: string, fix: string) => ({ file: display, line, message, fix });
  let bytes: Buffer;
  try {
    bytes = await fs.readFile(absolute);
  } catch (error) {
    const cause = await unreadableCause(absolute, error);
    const message = `this file cannot be read: ${cause.message}`;
    // Fingerprinted by its problem, so that fixing it counts as a change of the content.
    return { problem: problem(1, message, cause.fix), bytes: Buffer.from(message) };
  }
  const text = bytes.toString('utf8');
  const invalidAt = firstInvalidUtf8(bytes, text);
  if (invalidAt !== undefined) {
    const line = 1 + bytes.subarray(0, invalidAt).filter((byte) => byte === 0x0a).length;
    return { problem: problem(line, `byte ${invalidAt} is not UTF-8 text`, 'save the file as UTF-8'), bytes };
  }
  const unstorable = findUnstorable(text);
  if (unstorable) {
    const message = `the file contains ${unstorable.what}, which the database cannot store`;
    return { problem: problem(lineAt(text, unstorable.index), message, UNSTORABLE_FIX), bytes };
  }
  return { text, bytes };
}

/** Decoding replaces every invalid sequence with U+FFFD; re-encoding shows where the first one was. */
function firstInvalidUtf8(bytes: Buffer, text: string): number | undefined {
  const again = Buffer.from(text, 'utf8');
  if (again.equals(bytes)) return undefined;
  let index = 0;
  while (index < bytes.length && bytes[index] === again[index]) index++;
  return index;
}

async function unreadableCause(absolute: string, error: unknown): Promise<{ message: string; fix: string }> {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EISDIR') {
    return { message: 'it is a folder', fix: 'move the folder out of the content folder or rename it' };
  }
  const link = await fs.readlink(absolute).catch(() => undefined);
  if (link !== undefined && code === 'ENOENT') {
    return { message: `it is a link to ${link}, which does not exist`, fix: 'remove the link or restore its target' };
  }
  if (code === 'ENOENT') return { message: 'there is no such file', fix: 'check its name and folder' };
  if (code === 'EACCES' || code === 'EPERM') {
    return { message: 'permission denied', fix: 'let the user running the server read it' };
  }
  const reason = error instanceof Error ? error.message : String(error);
  return { message: reason, fix: 'remove the file or make it a readable text file' };
}
