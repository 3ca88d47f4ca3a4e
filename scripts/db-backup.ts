import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../server/config.js';
import { BackupError, backupDatabase, fileStamp } from '../server/db/backup.js';
import { restoreDatabase } from '../server/db/restore.js';

/**
 * `npm run db:backup -- [FILE]` and `npm run db:restore -- FILE` (docs/deploy.md#backups), on the
 * database DATABASE_URL names.
 */
const { values, positionals } = parseArgs({ options: { restore: { type: 'boolean' } }, allowPositionals: true });
const restoring = values.restore === true;

try {
  const config = loadConfig();
  const extension = config.database.kind === 'postgres' ? 'dump' : 'sqlite';
  const file = positionals[0] ?? (restoring ? undefined : `backups/quiz-dojo-${fileStamp()}.${extension}`);
  if (!file || positionals.length > 1) {
    console.error('usage: npm run db:backup -- [FILE]   or   npm run db:restore -- FILE');
    process.exit(2);
  }
  if (restoring) {
    const previous = await restoreDatabase(config.database, file);
    console.log(`restored the database from ${file}`);
    if (previous)
      console.log(`the database it replaced is kept as ${previous} (npm run db:restore -- ${previous} undoes this)`);
  } else {
    await backupDatabase(config.database, file);
    console.log(`backed up the database to ${file}`);
  }
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error;
  console.error(`db:${restoring ? 'restore' : 'backup'}: ${error.message}`);
  process.exit(1);
}
