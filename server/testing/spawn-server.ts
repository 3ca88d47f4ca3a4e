import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export type SpawnedServer = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** The real server entry point in its own process, as an operator would start it. */
export function spawnServer(env: Record<string, string>): SpawnedServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      CLIENT_DIR: path.join(ROOT, 'no-client-build'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Polls a URL every `intervalMs` until it answers with the wanted status, or fails after the timeout. */
export async function waitFor(url: string, status = 200, timeoutMs = 30_000, intervalMs = 25): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.status === status) return response;
      last = `status ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer ${status} within ${timeoutMs} ms (last: ${last})`);
}
