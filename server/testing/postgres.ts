import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port.js';

/** Debian's PostgreSQL binaries (package postgresql), or PG_BIN. */
export function findPostgresBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return versions
    .map((version) => path.join(root, version, 'bin'))
    .find((bin) => fs.existsSync(path.join(bin, 'initdb')));
}

export type PostgresCluster = Awaited<ReturnType<typeof startPostgres>>;

/**
 * A throwaway PostgreSQL cluster of our own, in a temporary folder on a free port, so tests can
 * also stop and restart it. initdb refuses to run as root, so as root it runs as user postgres.
 */
export async function startPostgres(bin = findPostgresBin()) {
  if (!bin) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql, or set PG_BIN');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-pg-'));
  const asRoot = process.getuid?.() === 0;
  const exec = (tool: string, args: string[]) => {
    const command = asRoot
      ? (['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] as const)
      : ([path.join(bin, tool), args] as const);
    execFileSync(command[0], command[1], { stdio: 'pipe' });
  };
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  exec('initdb', ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const start = () => exec('pg_ctl', ['-D', dir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  const stop = () => exec('pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']);
  start();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let databases = 0;
  return {
    url,
    /** Its data folder, where postmaster.pid names its process (scripts/bench/sync-scale.ts). */
    dir,
    start,
    stop,
    /** A new empty database on this cluster. */
    async createDatabase() {
      const name = `quiz_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      return url(name);
    },
    destroy() {
      try {
        stop();
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
