import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sandboxArgv } from '../sandbox/bwrap.js';
import { asRoot, SANDBOX_UID } from '../sandbox/env.js';

const MiB = 1024 * 1024;
export const PORT = '5432';
const DATA = '/tmp/data';

export type SandboxedPostgres = Awaited<ReturnType<typeof startSandboxedPostgres>>;

/**
 * A throwaway PostgreSQL cluster in a sandbox of its own: its data in the sandbox's memory, no
 * network at all, reachable only through the Unix socket in `socket`, a host folder that snippets
 * see read-only. initdb and the server run as the sandbox's user; the server dies with this process.
 */
export async function startSandboxedPostgres(bin: string) {
  const socket = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-pg-socket-'));
  fs.chmodSync(socket, 0o755);
  if (asRoot) fs.chownSync(socket, SANDBOX_UID, SANDBOX_UID);
  // The cluster's locale is the caller's, as with a cluster started directly.
  const locale = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(LANG|LC_\w+)$/.test(name)));
  const server = `"$0/initdb" -D ${DATA} -A trust -U postgres --no-sync >/dev/null && exec "$0/postgres" -D ${DATA} -k "$1" -p ${PORT} -c listen_addresses= -c fsync=off -c max_connections=200`;
  const argv = sandboxArgv('/bin/sh', ['-c', server, bin, socket], {
    readOnly: [bin],
    writable: [socket],
    tmpBytes: 1024 * MiB,
    env: { PATH: '/usr/bin:/bin', ...locale },
    limits: { processes: 512, fileBytes: 1024 * MiB, dataBytes: 2048 * MiB },
  });
  const child = spawn(argv[0]!, argv.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.on('data', (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-2000)));
  const admin = async (sql: string, database = 'postgres') => {
    const client = new pg.Client({ host: socket, port: Number(PORT), user: 'postgres', database });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const dispose = () => {
    child.kill('SIGKILL');
    fs.rmSync(socket, { recursive: true, force: true });
  };
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      dispose();
      throw new Error(`the sandboxed PostgreSQL server did not start: ${log.trim() || `exit code ${child.exitCode}`}`);
    }
    if (
      await admin('select 1').then(
        () => true,
        () => false,
      )
    )
      break;
  }
  let databases = 0;
  return {
    socket,
    admin,
    /** A new empty database, by name. */
    async createDatabase() {
      const name = `quiz_${process.pid}_${++databases}`;
      await admin(`create database ${name}`);
      return name;
    },
    dispose,
  };
}
