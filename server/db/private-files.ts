import fs from 'node:fs';
import path from 'node:path';

/**
 * The database and its backups hold session hashes, passkeys and progress: what we create is the
 * owner's alone (0600 files, 0700 folders), whatever the umask, which only ever takes bits away
 * (docs/decisions/0015-accounts.md, "The database file and its backups").
 */
export const PRIVATE_FILE = 0o600;
export const PRIVATE_FOLDER = 0o700;

/** Creates the folder and any missing parent 0700; a folder that exists keeps the mode its owner gave it. */
export function makePrivateDir(dir: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !fs.existsSync(at); at = path.dirname(at)) missing.unshift(at);
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_FOLDER });
  for (const created of missing) fs.chmodSync(created, PRIVATE_FOLDER);
}

/** Creates an empty 0600 file, or throws EEXIST: SQLite and pg_dump then write into it, keeping its mode. */
export function createPrivateFile(file: string): void {
  const fd = fs.openSync(file, 'wx', PRIVATE_FILE);
  try {
    fs.fchmodSync(fd, PRIVATE_FILE);
  } finally {
    fs.closeSync(fd);
  }
}

/** Puts a finished file in place in one step: flushed first, so a crash leaves the old file or the new, whole. */
export function moveIntoPlace(from: string, to: string): void {
  const fd = fs.openSync(from, 'r+');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(from, to);
  const folder = fs.openSync(path.dirname(to), 'r');
  try {
    fs.fsyncSync(folder);
  } finally {
    fs.closeSync(folder);
  }
}

/** A warning for a database file every user of the machine may read (made by a version before 0600). */
export function worldReadableWarning(file: string): string | undefined {
  const mode = fs.statSync(file, { throwIfNoEntry: false })?.mode;
  if (mode === undefined || (mode & 0o007) === 0) return undefined;
  return (
    `The SQLite database ${file} is open to every user of this machine (mode ${(mode & 0o777).toString(8)}); ` +
    `it holds session hashes, passkeys and progress. Run: chmod 600 ${file}*`
  );
}
