import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Waits, up to `timeoutMs`, until no process names `dir` in its command line. When a container
 * ends, its monitor (conmon) runs `podman container cleanup` on the store, on its own time: a probe
 * of 4 timed-out runs (3 Dec 2026) saw both alive until 47 to 486 ms before the run returned, so
 * close to the store's removal, and CI once found a run's temporary folder back after it had been
 * removed (scripts/verify/runners/docker.test.ts).
 */
export async function storeReleased(dir: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (namedBySomeProcess(dir)) {
    if (Date.now() >= deadline) return false;
    await sleep(20);
  }
  return true;
}

function namedBySomeProcess(dir: string): boolean {
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir)) return true;
    } catch {
      // Ended while being read.
    }
  }
  return false;
}
