import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { errorText, fileStamp } from './backup.js';
import { checkSchema, OLDER, refusal, unreadable } from './backup-schema.js';
import { tablesOf } from './migrations.js';
import { createPrivateFile, makePrivateDir, moveIntoPlace, PRIVATE_FILE } from './private-files.js';

const SIDECARS = ['-wal', '-shm', '-journal'];
const removeWithSidecars = (file: string) =>
  ['', ...SIDECARS].forEach((suffix) => fs.rmSync(`${file}${suffix}`, { force: true }));

/**
 * Copies the backup beside the database, checks that copy (SQLite's integrity check, then
 * checkSchema), keeps the database it replaces beside it under a timestamped name, and renames the
 * copy over it, so the database's path always holds a whole database. Returns the kept file.
 */
export async function restoreSqlite(file: string, live: string): Promise<string | undefined> {
  makePrivateDir(path.dirname(live));
  const staged = `${live}.restoring`;
  removeWithSidecars(staged);
  try {
    createPrivateFile(staged);
    const source = new SQLite(file, { readonly: true, fileMustExist: true });
    try {
      // Page by page, as the file is: what is checked below is exactly what is put in place.
      await source.backup(staged);
    } catch (error) {
      throw unreadable(file, 'SQLite format 3\0', 'SQLite database', 'SQLite', errorText(error));
    } finally {
      source.close();
    }
    await checkStaged(file, staged);
    const previous = keepPrevious(live);
    moveIntoPlace(staged, live);
    return previous;
  } finally {
    removeWithSidecars(staged);
  }
}

async function checkStaged(file: string, staged: string): Promise<void> {
  const db = new SQLite(staged, { readonly: true, fileMustExist: true });
  let tables: string[];
  let applied: string[] | undefined;
  try {
    const problems = integrityProblems(db);
    if (problems[0] !== 'ok') {
      throw refusal(file, `is damaged: SQLite's integrity check says "${problems.join('; ')}"`, OLDER);
    }
    tables = tablesOf(db);
    try {
      const migrations = () => db.prepare('select name from kysely_migration order by name').pluck().all();
      applied = tables.includes('kysely_migration') ? (migrations() as string[]) : undefined;
    } catch (error) {
      throw refusal(file, `is not a Quiz Dojo backup: its kysely_migration table cannot be read (${errorText(error)})`);
    }
  } finally {
    db.close();
  }
  await checkSchema(file, applied, tables);
}

/** PRAGMA integrity_check's first findings ('ok' when none), or why it could not run. */
function integrityProblems(db: SQLite.Database): string[] {
  try {
    return (db.pragma('integrity_check(3)') as { integrity_check: string }[]).map((row) => row.integrity_check);
  } catch (error) {
    return [errorText(error)];
  }
}

/**
 * Folds the database's log into its file (journal_mode DELETE), which needs the database to itself:
 * a server or a backup that has it open makes that SQLITE_BUSY, and the restore stops there. A
 * damaged database is kept as it is, its log renamed along with it.
 */
function keepPrevious(live: string): string | undefined {
  if (!fs.existsSync(live)) return undefined;
  const db = new SQLite(live, { fileMustExist: true, timeout: 0 });
  try {
    db.pragma('journal_mode = DELETE');
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
      throw refusal(
        live,
        'is in use by another process (a running Quiz Dojo server or a backup)',
        'stop every instance, then run npm run db:restore again',
      );
    }
  } finally {
    db.close();
  }
  const previous = `${live}.before-restore-${fileStamp(new Date(), true)}`;
  try {
    fs.linkSync(live, previous);
  } catch {
    fs.copyFileSync(live, previous, fs.constants.COPYFILE_EXCL); // a file system without hard links
  }
  fs.chmodSync(previous, PRIVATE_FILE);
  for (const log of ['-wal', '-journal']) {
    if (fs.existsSync(`${live}${log}`)) fs.renameSync(`${live}${log}`, `${previous}${log}`);
  }
  fs.rmSync(`${live}-shm`, { force: true });
  return previous;
}
