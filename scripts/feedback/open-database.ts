import { loadConfig } from '../../server/config.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrations.js';

/** The database and content the server uses, from the same environment (DATABASE_URL, CONTENT_DIR). */
export async function openServerDatabase() {
  const config = loadConfig();
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  return { db, contentDir: config.contentDir };
}

/** Refuses a bad argument with the usage, exit code 2, as content:import does. */
export function refuse(command: string, usage: string, message: string): never {
  console.error(`${command}: ${message}\n${usage}`);
  process.exit(2);
}
