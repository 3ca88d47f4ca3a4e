import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import { waitFor } from '../../server/testing/spawn-server.js';
import { freePort } from '../../server/testing/free-port.js';
import type { DatabaseTarget } from '../../server/config.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { signedInAccount } from '../../server/testing/sync-session.js';

/** The built server, as an operator starts it, quiet and with no rate limit in the way of a load run. */
export const SERVER = ['dist/server/server/index.js'];
export const serverEnv = (databaseUrl: string) => ({
  HOST: '127.0.0.1',
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'warn',
  RATE_LIMIT: '0',
});

export type ServerProcess = { child: ChildProcess; port: number; stop: () => Promise<void> };

/** Starts a command that serves HTTP on `port` and waits until `readyPath` answers 200. */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'inherit',
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
  // Asked often, so that a start's time is not rounded up to the next poll.
  await waitFor(`http://127.0.0.1:${port}${readyPath}`, 200, 30_000, 5).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { child, port, stop };
}

/** Linux's clock ticks per second (`getconf CLK_TCK`), the unit of /proc/PID/stat's CPU times. */
const TICKS_PER_SECOND = 100;

/**
 * A process's CPU time so far, ms, user and system (/proc/PID/stat); with `withReaped`, also that
 * of the children it has waited for.
 */
export function processCpuMs(pid: number, withReaped = false): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // After "pid (comm) ", utime, stime, cutime and cstime are fields 12 to 15.
  const own = Number(fields[11]) + Number(fields[12]);
  const reaped = withReaped ? Number(fields[13]) + Number(fields[14]) : 0;
  return ((own + reaped) * 1000) / TICKS_PER_SECOND;
}

export async function rssMb(pid: number): Promise<number> {
  const status = await fs.promises.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/**
 * The built server on a new database holding one signed-in account (made before the server starts,
 * as a passkey sign-in would): the sync benches' learner, with the cookie that signs it in.
 */
export async function serverWithAccount(target: DatabaseTarget): Promise<ServerProcess & { cookie: string }> {
  const db = openDatabase(target);
  await migrateToLatest(db);
  const { cookie } = await signedInAccount(db);
  await db.destroy();
  const url = target.kind === 'sqlite' ? `file:${target.file}` : target.url;
  return { ...(await startProcess(SERVER, serverEnv(url), '/api/ready')), cookie };
}
