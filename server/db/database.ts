import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, type Logger, PostgresAdapter, PostgresDialect, sql, SqliteDialect } from 'kysely';
import type { Pool } from 'pg';
import type { DatabaseTarget } from '../config.js';
import { createPrivateFile, makePrivateDir } from './private-files.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export class DatabaseOpenError extends Error {}

/** What the metrics (server/metrics/) watch: each query's duration and outcome, and PostgreSQL's pool. */
export type DatabaseObserver = { log: Logger; pool: (pool: Pool) => void };

/** One query layer, two dialects: embedded SQLite by default, PostgreSQL for several instances. */
export function openDatabase(target: DatabaseTarget, observer?: DatabaseObserver): Db {
  const log = observer?.log;
  if (target.kind === 'postgres') {
    // pg is loaded on the first query, so a server on SQLite never loads it.
    const pool = async () => {
      const created = await postgresPool(target.url);
      observer?.pool(created);
      return created;
    };
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  }
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqliteFile(target.file) }), log });
}

async function postgresPool(url: string) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A database that went away must fail requests quickly, never hang them.
    connectionTimeoutMillis: 3_000,
    query_timeout: 5_000,
  });
  // A server restart kills idle connections; unhandled, that 'error' event would crash the process.
  // The pool drops the broken client by itself and the next query reconnects.
  pool.on('error', () => {});
  // A connection lost while checked out emits 'error' on its client too (its query is rejected as
  // well): pg-pool listens only to idle clients, so without this a query in flight when the database
  // stops crashes the process. The pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

function openSqliteFile(file: string): SQLite.Database {
  try {
    makePrivateDir(path.dirname(file));
    // SQLite would create it 0644 under umask 022; its -wal and -shm take the database file's mode.
    try {
      createPrivateFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const database = new SQLite(file);
    database.pragma('journal_mode = WAL');
    // A deleted account leaves no bytes behind (docs/decisions/0015-accounts.md, "The database file and
    // its backups"): deleted rows and freed pages are zeroed, and the log is cut back to what a write
    // needs after each checkpoint, so old frames of deleted rows do not linger at its end.
    database.pragma('secure_delete = ON');
    database.pragma('journal_size_limit = 0');
    // better-sqlite3 builds SQLite with WAL's synchronous at NORMAL, where a commit survives a killed
    // process but not a power cut; a report is acknowledged only once committed (docs/decisions/0017).
    database.pragma('synchronous = FULL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    return database;
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(
      `Cannot open the SQLite database at ${file}: ${cause}. ` +
        'Check that the folder exists and is writable, or set DATABASE_URL=file:/a/writable/path.sqlite',
    );
  }
}

/**
 * After an account is deleted: on SQLite, a checkpoint that empties the write-ahead log, where the
 * account's earlier versions of its pages still are. A reader in the way leaves the log to the next
 * checkpoint (the deletion is done either way), so this never fails, and while serving (busy timeout
 * 0, failFastWhenLocked) it never waits.
 */
export async function eraseFromLog(db: Db): Promise<void> {
  if (isPostgres(db)) return;
  await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db).catch(() => {});
}

export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Once the content is imported, the server only reads. better-sqlite3 is synchronous, so a query
 * that waits out the 5 s busy timeout on a locked file blocks the event loop, health checks
 * included: while serving, a locked file fails at once instead, and the data routes answer 503.
 */
export async function failFastWhenLocked(db: Db): Promise<void> {
  if (!isPostgres(db)) await sql`pragma busy_timeout = 0`.execute(db);
}
