import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { storeReleased } from './store-released.js';

describe.runIf(process.platform === 'linux')('a store released', () => {
  it('waits for every process that names the folder to end, and no longer', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'qd-store-'));
    // A stand-in for conmon's cleanup: a process with the folder in its command line, ended by a file.
    const stop = path.join(dir, 'stop');
    const child = spawn('sh', ['-c', `while [ ! -e "$0" ]; do sleep 0.05; done`, stop]);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    await expect.poll(() => commandLine(child.pid!)).toContain(dir);
    expect(await storeReleased(dir, 100)).toBe(false);
    const released = storeReleased(dir, 60_000);
    fs.writeFileSync(stop, '');
    expect(await released).toBe(true);
    expect(commandLine(child.pid!)).not.toContain(dir);
    await exited;
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

function commandLine(pid: number) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}
