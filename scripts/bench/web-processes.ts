import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from '../../server/testing/spawn-server.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../lib/chromium.js';
import { freePort } from '../../server/testing/free-port.js';
import { SERVER, serverEnv, startProcess } from './server-process.js';

export type Started = { url: string; stop: () => Promise<void> };

/** The built server on a fresh SQLite file, as an operator would start it. */
export async function startServer(extraEnv: Record<string, string> = {}): Promise<Started> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-web-bench-'));
  const env = { ...serverEnv(`file:${path.join(tmp, 'bench.sqlite')}`), ...extraEnv };
  const server = await startProcess(SERVER, env, '/api/ready');
  return {
    url: `http://127.0.0.1:${server.port}`,
    stop: async () => {
      await server.stop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Chromium for Lighthouse to drive over its debugging port; no network beyond our server. */
export async function startChromium(): Promise<{ port: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-chromium-'));
  const child = spawn(
    CHROME_PATH,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    // Debian's launcher is a shell script that may not exec, so the whole group is ours to stop.
    { stdio: 'ignore', detached: true },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, 200, 30_000);
  return {
    port,
    stop: async () => {
      await stopGroup(child);
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}
