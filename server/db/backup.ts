import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { DatabaseTarget } from '../config.js';
import { createPrivateFile, makePrivateDir, moveIntoPlace } from './private-files.js';

export class BackupError extends Error {}
/** The PostgreSQL client tools are not installed: what to do about that is not about the backup. */
export class MissingToolError extends BackupError {}

/** pg_dump and pg_restore from PG_BIN when set, else from PATH (Debian: apt-get install postgresql-client). */
export const pgTool = (name: string, bin = process.env.PG_BIN) => (bin ? path.join(bin, name) : name);

/** Runs a PostgreSQL client tool; its output, or a BackupError with what it said. */
export async function run(tool: string, args: string[]): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(tool, args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') {
      throw new MissingToolError(
        `${tool} was not found: install the PostgreSQL client tools, or set PG_BIN to their folder`,
      );
    }
    throw new BackupError(`${path.basename(tool)} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

/** A time for file names: 20261126T101500Z, or 20261126T101500.123Z to the millisecond. */
export function fileStamp(at = new Date(), milliseconds = false): string {
  const stamp = at.toISOString().replace(/[-:]/g, '');
  return milliseconds ? stamp : stamp.replace(/\.\d+Z$/, 'Z');
}

/**
 * A consistent copy of the database while the server keeps running, written to a 0600 file in a
 * 0700 folder, under its name only once complete. SQLite: VACUUM INTO, one read transaction (a
 * snapshot, however the server writes meanwhile) that writes the live rows into a new file, so no
 * freed page or deleted row comes along. PostgreSQL: pg_dump's custom format.
 */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<void> {
  const partial = `${file}.${process.pid}.partial`;
  try {
    makePrivateDir(path.dirname(path.resolve(file)));
    fs.rmSync(partial, { force: true });
    createPrivateFile(partial);
  } catch (error) {
    throw new BackupError(`Cannot write the backup ${file}: ${errorText(error)}. Give a FILE this user can write`);
  }
  try {
    if (target.kind === 'postgres') {
      await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--file', partial, '--dbname', target.url]);
    } else {
      vacuumInto(target.file, partial);
    }
    moveIntoPlace(partial, file);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

function vacuumInto(database: string, partial: string): void {
  if (!fs.existsSync(database)) {
    throw new BackupError(`There is no SQLite database at ${database}; check DATABASE_URL`);
  }
  const source = new SQLite(database, { readonly: true, fileMustExist: true });
  try {
    // Into the empty file made above, which keeps its mode.
    source.prepare('vacuum into ?').run(partial);
  } catch (error) {
    throw new BackupError(`SQLite could not copy ${database}: ${errorText(error)}`);
  } finally {
    source.close();
  }
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
