import fs from 'node:fs';
import type { DatabaseTarget } from '../config.js';
import { BackupError } from './backup.js';
import { restorePostgres } from './restore-postgres.js';
import { restoreSqlite } from './restore-sqlite.js';

/**
 * Replaces the database with a backup, once the backup is checked to be a whole Quiz Dojo database
 * this version can start on; otherwise nothing changes. Stop every instance first. Returns where
 * the previous database was kept (none when there was none).
 */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<string | undefined> {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup at ${file}`);
  return target.kind === 'postgres' ? restorePostgres(file, target.url) : restoreSqlite(file, target.file);
}
