import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { DatabaseTarget } from '../config.js';

export class BackupError extends Error {}

/** pg_dump and pg_restore from PG_BIN when set, else from PATH (Debian: apt-get install postgresql-client). */
const pgTool = (name: string, bin = process.env.PG_BIN) => (bin ? path.join(bin, name) : name);

async function run(tool: string, args: string[]) {
  try {
    await promisify(execFile)(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { code, stderr } = error as { code?: string; stderr?: string };
    if (code === 'ENOENT') {
      throw new BackupError(
        `${tool} was not found: install the PostgreSQL client tools, or set PG_BIN to their folder`,
      );
    }
    throw new BackupError(`${path.basename(tool)} failed: ${(stderr ?? String(error)).trim()}`);
  }
}

/**
 * A consistent copy of the database while the server keeps running: SQLite's online backup API
 * (better-sqlite3's backup()), or pg_dump's custom format for PostgreSQL.
 */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<void> {
  await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    await run(pgTool('pg_dump'), ['--format=custom', '--no-owner', '--file', file, '--dbname', target.url]);
    return;
  }
  await fs.access(target.file).catch(() => {
    throw new BackupError(`There is no SQLite database at ${target.file}; check DATABASE_URL`);
  });
  const source = new SQLite(target.file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(file);
  } finally {
    source.close();
  }
}

/**
 * Replaces the database with a backup. Stop the server first: SQLite's file is swapped whole,
 * and pg_restore --clean drops and recreates every table.
 */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<void> {
  await fs.access(file).catch(() => {
    throw new BackupError(`There is no backup at ${file}`);
  });
  if (target.kind === 'postgres') {
    await run(pgTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      target.url,
      file,
    ]);
    return;
  }
  const backup = openBackup(file);
  // Copied beside the database, then renamed over it: a crash midway leaves the old file whole.
  const staged = `${target.file}.restoring`;
  try {
    await fs.mkdir(path.dirname(target.file), { recursive: true });
    await backup.backup(staged);
  } finally {
    backup.close();
  }
  for (const leftover of ['-wal', '-shm']) await fs.rm(`${target.file}${leftover}`, { force: true });
  await fs.rename(staged, target.file);
}

/** A backup must be a SQLite file of ours (it has the migrations table), or nothing is replaced. */
function openBackup(file: string): SQLite.Database {
  let backup: SQLite.Database | undefined;
  try {
    backup = new SQLite(file, { readonly: true, fileMustExist: true });
    backup.prepare('select count(*) from kysely_migration').get();
    return backup;
  } catch (error) {
    backup?.close();
    const cause = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${file} is not a Quiz Dojo SQLite backup (${cause}); nothing was changed`);
  }
}
