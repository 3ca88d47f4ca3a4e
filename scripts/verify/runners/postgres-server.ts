import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sandboxArgv } from '../sandbox/bwrap.js';

const MiB = 1024 * 1024;
export const PORT = '5432';
const DATA = '/tmp/data';
/** The server's socket folder, in its own sandbox: one page of memory, room for the lock file only. */
const SOCKET = '/run/quiz-dojo-pg';
const secret = () => crypto.randomBytes(24).toString('base64url');
const tryOr = <T>(read: () => T, otherwise: T) => {
  try {
    return read();
  } catch {
    return otherwise;
  }
};

export type SandboxedPostgres = Awaited<ReturnType<typeof startSandboxedPostgres>>;

/** The process whose root is the sandbox's: bwrap's first process's child (the first has no /proc/<pid>/root we may read). */
function sandboxRoot(info: string): string | undefined {
  const pid = (/"child-pid": (\d+)/.exec(info) ?? [])[1];
  const children = pid ? fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8') : '';
  const first = children.trim().split(' ')[0];
  return first ? `/proc/${first}/root` : undefined;
}

/**
 * A throwaway PostgreSQL cluster in a sandbox of its own (decision 13): its data in the sandbox's
 * memory, no network, password authentication (the superuser's password only this process knows),
 * and a CPU time and process limit. It writes no host folder: its socket is in its own one-page
 * tmpfs, which this process reaches through /proc, and snippets reach through `socket`, a host
 * folder they see read-only, where this process forwards each connection. It dies with this process.
 */
export async function startSandboxedPostgres(bin: string) {
  const socket = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-pg-socket-'));
  fs.chmodSync(socket, 0o755);
  const password = secret();
  // The cluster's locale is the caller's, as with a cluster started directly.
  const locale = Object.fromEntries(Object.entries(process.env).filter(([name]) => /^(LANG|LC_\w+)$/.test(name)));
  // The password comes on stdin (a socket, which initdb cannot open by name), to a file in the sandbox's memory.
  const server = `head -n1 > /tmp/password && "$0/initdb" -D ${DATA} -A scram-sha-256 -U postgres --pwfile=/tmp/password --no-sync >/dev/null && rm /tmp/password && exec "$0/postgres" -D ${DATA} -k ${SOCKET} -p ${PORT} -c listen_addresses= -c fsync=off -c max_connections=64`;
  const argv = sandboxArgv('/bin/sh', ['-c', server, bin], {
    readOnly: [bin],
    ownFolders: [{ folder: SOCKET, bytes: 4096 }],
    infoFd: 3,
    tmpBytes: 1024 * MiB,
    env: { PATH: '/usr/bin:/bin', ...locale },
    limits: { processes: 128, fileBytes: 1024 * MiB, dataBytes: 2048 * MiB, cpuSeconds: 120, memoryBytes: 1536 * MiB },
  });
  const child = spawn(argv[0]!, argv.slice(1), { stdio: ['pipe', 'ignore', 'pipe', 'pipe'] });
  child.stdin!.end(`${password}\n`);
  let log = '';
  let info = '';
  child.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString('utf8')).slice(-2000)));
  child.stdio[3]!.on('data', (chunk: Buffer) => (info += chunk.toString('utf8')));
  let host: string | undefined;
  const admin = async (sql: string, database = 'postgres') => {
    const client = new pg.Client({ host, port: Number(PORT), user: 'postgres', password, database });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  };
  const proxy = net.createServer((client) => {
    const upstream = net.connect(path.join(host!, `.s.PGSQL.${PORT}`));
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const dispose = () => {
    proxy.close();
    child.kill('SIGKILL');
    fs.rmSync(socket, { recursive: true, force: true });
  };
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, 200))) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      dispose();
      throw new Error(`the sandboxed PostgreSQL server did not start: ${log.trim() || `exit code ${child.exitCode}`}`);
    }
    // Gone (the server stopped) shows as the exit code above on the next round.
    host ??= ((root) => root && path.join(root, SOCKET))(tryOr(() => sandboxRoot(info), undefined));
    if (
      host &&
      (await admin('select 1').then(
        () => true,
        () => false,
      ))
    )
      break;
  }
  await admin('revoke connect on database postgres, template1 from public');
  await new Promise<void>((resolve) => proxy.listen(path.join(socket, `.s.PGSQL.${PORT}`), resolve));
  fs.chmodSync(path.join(socket, `.s.PGSQL.${PORT}`), 0o777);
  let databases = 0;
  return {
    /** The host folder of the socket snippets connect to; `server` is the server's own, through /proc. */
    socket,
    server: host!,
    admin,
    /**
     * A new empty database and a role of its own that owns it, logs in with a password of its own
     * and may connect to no other database: so a question cannot reach another's, even at the same time.
     */
    async createDatabase() {
      const name = `quiz_${process.pid}_${++databases}`;
      const rolePassword = secret();
      await admin(`create role ${name} login password '${rolePassword}' nosuperuser nocreatedb nocreaterole`);
      await admin(`create database ${name} owner ${name}`);
      await admin(`revoke connect, temporary on database ${name} from public`);
      return {
        name,
        password: rolePassword,
        drop: async () => {
          await admin(`drop database ${name} with (force)`);
          await admin(`drop role ${name}`);
        },
      };
    },
    dispose,
  };
}
