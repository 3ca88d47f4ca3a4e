import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.js';
import { spawnServer, waitFor, type SpawnedServer } from '../testing/spawn-server.js';

/** Far below the 5 s busy timeout that, waited out on the synchronous driver, blocked everything. */
const LIVENESS_BOUND_MS = 2_000;

let tmp: string;
let file: string;
let server: SpawnedServer;
let base: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-lock-'));
  file = path.join(tmp, 'quiz.sqlite');
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawnServer({ DATABASE_URL: `file:${file}`, PORT: String(port) });
  await waitFor(`${base}/api/ready`, 200, 100_000);
}, 120_000);
afterAll(async () => {
  server.child.kill('SIGTERM');
  await server.exited;
  await fs.rm(tmp, { recursive: true, force: true });
});

const get = (url: string) => fetch(`${base}${url}`, { signal: AbortSignal.timeout(LIVENESS_BOUND_MS) });

/**
 * A stuck process holding the locks of the file's WAL index (bytes 120-127 of the -shm file, where
 * SQLite's unix VFS keeps them): every reader then retries for about 10 s, whatever its busy
 * timeout, before giving up. Perl (essential on Debian) takes the POSIX lock Node cannot.
 */
async function lockFile(): Promise<() => Promise<void>> {
  const script = `
    use Fcntl qw(F_SETLKW F_WRLCK SEEK_SET O_RDWR);
    sysopen(my $fh, $ARGV[0], O_RDWR) or die "open: $!";
    my $lock = pack("s s x4 q q i x4", F_WRLCK, SEEK_SET, 120, 8, 0);
    fcntl($fh, F_SETLKW, $lock) or die "lock: $!";
    $| = 1; print "locked\n"; sleep 60;`;
  const locker = spawn('perl', ['-e', script, `${file}-shm`], { stdio: ['ignore', 'pipe', 'inherit'] });
  await once(locker.stdout, 'data');
  return async () => {
    locker.kill();
    await once(locker, 'exit');
  };
}

describe('a locked SQLite file', () => {
  it('never delays liveness, and readiness says what the data routes say', async () => {
    const unlock = await lockFile();
    try {
      // Readiness checks the database now; liveness, asked at the same time, must not wait for it.
      const [ready, health] = await Promise.all([get('/api/ready'), get('/api/health')]);
      expect(health.status).toBe(200);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: false, message: 'The database is unreachable' });
      const data = await get('/api/quiz');
      expect(data.status).toBe(503);
      expect(data.headers.get('retry-after')).toBe('5');
      expect((await get('/api/health')).status).toBe(200);
    } finally {
      await unlock();
    }
    // Once the reader stuck behind the lock gives up, the next check succeeds, and both agree again.
    await waitFor(`${base}/api/ready`, 200, 30_000);
    expect((await get('/api/quiz')).status).toBe(200);
  }, 60_000);
});
