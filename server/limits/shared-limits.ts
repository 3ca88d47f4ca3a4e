import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { withTimeout } from '../db/version-probe.js';

/** One try of a take: every key below its limit, or nothing counted. */
export type Try = { key: string; limit: number }[];

/** A database slower than this does not hold a request: the limit is decided in memory instead. */
export const TAKE_TIMEOUT_MS = 500;
/** Ended windows' rows are deleted this often (by each instance; deleting twice is harmless). */
const SWEEP_MS = 60_000;
/** While the database is away every settle fails (five a second): one warning this often is enough. */
const WARN_EVERY_MS = 10_000;

export const windowOf = (now: number, windowMs: number) => {
  const start = Math.floor(now / windowMs) * windowMs;
  return { start, end: start + windowMs };
};

/**
 * The counts every instance on one PostgreSQL shares (docs/decisions/0021-shared-limits.md), in
 * rows (scope, window, key) → hits of the table limit_counts. `settle` adds what an instance counted
 * in memory and reads the totals back (the rate limit, in batches); `take` checks and counts in one
 * transaction (the small limits, per request).
 */
export function createSharedLimits(db: Db, warn: (error: unknown) => void, timeoutMs = TAKE_TIMEOUT_MS) {
  const salts = new Map<string, Promise<Buffer>>();
  let warned = -Infinity;
  const onError = (error: unknown) => {
    if (Date.now() - warned < WARN_EVERY_MS) return;
    warned = Date.now();
    warn(error);
  };

  /** Adds each key's hits in one statement; answers every key's total across the instances. */
  async function settle(scope: string, windowMs: number, start: number, hits: Map<string, number>) {
    const keys = [...hits.keys()];
    const { rows } = await sql<{ key: string; hits: number }>`
      insert into limit_counts (scope, window_start, key, hits, expires_at)
      select ${scope}, ${start}, u.key, u.hits, ${start + windowMs}
      from unnest(${keys}::text[], ${[...hits.values()]}::int[]) as u(key, hits)
      on conflict (scope, window_start, key) do update set hits = limit_counts.hits + excluded.hits
      returning key, hits`.execute(db);
    return new Map(rows.map((row) => [row.key, row.hits]));
  }

  /**
   * Tries in order, each counted only when all its keys are below their limits, atomically across
   * instances: the rows are locked (in key order, so two takes never deadlock) until the commit.
   */
  async function take(scope: string, windowMs: number, tries: Try[], now = Date.now()): Promise<boolean[]> {
    const { start, end } = windowOf(now, windowMs);
    const keys = [...new Set(tries.flat().map((entry) => entry.key))].sort();
    if (keys.length === 0) return tries.map(() => true);
    return db.transaction().execute(async (trx) => {
      // Given up on after timeoutMs (inTime), so ended by PostgreSQL then too: a take stuck on
      // a lock would otherwise hold its pool connection, and enough of them starve the routes' own queries.
      await sql.raw(`set local statement_timeout = ${timeoutMs}`).execute(trx);
      await sql`
        insert into limit_counts (scope, window_start, key, hits, expires_at)
        select ${scope}, ${start}, k, 0, ${end} from unnest(${keys}::text[]) as k order by k
        on conflict (scope, window_start, key) do nothing`.execute(trx);
      const { rows } = await sql<{ key: string; hits: number }>`
        select key, hits from limit_counts
        where scope = ${scope} and window_start = ${start} and key = any(${keys}::text[])
        order by key for update`.execute(trx);
      const hits = new Map(rows.map((row) => [row.key, row.hits]));
      const added = new Map<string, number>();
      const results = tries.map((entries) => {
        if (entries.some(({ key, limit }) => hits.get(key)! >= limit)) return false;
        for (const { key } of entries) {
          hits.set(key, hits.get(key)! + 1);
          added.set(key, (added.get(key) ?? 0) + 1);
        }
        return true;
      });
      if (added.size > 0) {
        await sql`
          update limit_counts set hits = limit_counts.hits + u.n
          from unnest(${[...added.keys()]}::text[], ${[...added.values()]}::int[]) as u(key, n)
          where scope = ${scope} and window_start = ${start} and limit_counts.key = u.key`.execute(trx);
      }
      return results;
    });
  }

  /** The window's salt every instance uses: the first to ask makes it; dropped with the window. */
  function salt(scope: string, windowMs: number, now = Date.now()): Promise<Buffer> {
    const { start, end } = windowOf(now, windowMs);
    const name = `${scope}\u0000${start}`;
    let known = salts.get(name);
    if (!known) {
      known = (async () => {
        await sql`
          insert into limit_salts (scope, window_start, salt, expires_at)
          values (${scope}, ${start}, ${randomBytes(32).toString('base64')}, ${end})
          on conflict (scope, window_start) do nothing`.execute(db);
        const { rows } = await sql<{ salt: string }>`
          select salt from limit_salts where scope = ${scope} and window_start = ${start}`.execute(db);
        return Buffer.from(rows[0]!.salt, 'base64');
      })();
      // A failure is asked again next time; an ended window's salt is forgotten here too.
      known.catch(() => salts.delete(name));
      for (const old of salts.keys()) if (old.startsWith(`${scope}\u0000`) && old !== name) salts.delete(old);
      salts.set(name, known);
    }
    return known;
  }

  async function sweep() {
    const now = Date.now();
    await sql`delete from limit_counts where expires_at <= ${now}`.execute(db);
    await sql`delete from limit_salts where expires_at <= ${now}`.execute(db);
  }
  const sweeper = setInterval(() => sweep().catch(onError), SWEEP_MS);
  sweeper.unref();

  /** A promise that rejects when the database takes longer than a limit may wait for it. */
  const inTime = <T>(promise: Promise<T>) => withTimeout(promise, timeoutMs);

  return { settle, take, salt, sweep, onError, inTime, close: () => clearInterval(sweeper) };
}

export type SharedLimits = ReturnType<typeof createSharedLimits>;
