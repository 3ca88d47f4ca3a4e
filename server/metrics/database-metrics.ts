import fs from 'node:fs';
import type { LogEvent } from 'kysely';
import type { Pool } from 'pg';
import { Gauge, Histogram, type Registry } from 'prom-client';
import type { DatabaseTarget } from '../config.js';
import type { DatabaseObserver } from '../db/database.js';

/** Statements named by their first word; anything else is "other", so the label stays a short list. */
const OPERATIONS = new Set(['select', 'insert', 'update', 'delete', 'with', 'pragma', 'begin', 'commit', 'rollback']);

/** Most queries take under a millisecond on SQLite and a few on PostgreSQL; 5 s is pg's query timeout. */
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

function operationOf(sql: string): string {
  const word = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toLowerCase() ?? '';
  return OPERATIONS.has(word) ? word : 'other';
}

function fileBytes(file: string): number {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * Query durations through Kysely's log hook (one histogram, whatever the dialect), and what stands
 * for pool use on each: pg.Pool's connections and waiting queries on PostgreSQL; on SQLite, one
 * connection in the process, so the sizes of the database file and its write-ahead log instead.
 */
export function databaseMetrics(registry: Registry, target: DatabaseTarget): DatabaseObserver {
  const registers = [registry];
  const queries = new Histogram({
    name: 'quizdojo_db_query_duration_seconds',
    help: 'Database queries by statement and outcome, with their durations',
    labelNames: ['operation', 'outcome'],
    buckets: QUERY_BUCKETS,
    registers,
  });
  let pool: Pool | undefined;
  if (target.kind === 'postgres') {
    new Gauge({
      name: 'quizdojo_db_pool_connections',
      help: 'PostgreSQL connections this instance holds, busy or idle (at most 10)',
      labelNames: ['state'],
      registers,
      collect() {
        if (!pool) return;
        this.set({ state: 'busy' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'quizdojo_db_pool_waiting_queries',
      help: 'Queries waiting for a free PostgreSQL connection',
      registers,
      collect() {
        if (pool) this.set(pool.waitingCount);
      },
    });
  } else {
    const { file } = target;
    new Gauge({
      name: 'quizdojo_sqlite_file_bytes',
      help: 'Size of the SQLite database file and of its write-ahead log',
      labelNames: ['file'],
      registers,
      collect() {
        this.set({ file: 'database' }, fileBytes(file));
        this.set({ file: 'wal' }, fileBytes(`${file}-wal`));
      },
    });
  }
  return {
    log(event: LogEvent) {
      const outcome = event.level === 'query' ? 'ok' : 'error';
      queries.observe({ operation: operationOf(event.query.sql), outcome }, event.queryDurationMillis / 1000);
    },
    pool(created) {
      pool = created;
    },
  };
}
