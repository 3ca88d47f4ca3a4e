import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export { minimalEnv } from './env.js';
export { allowUnsafe, runSandboxed, type SandboxOptions, snippetLimits, unsafeAllowed } from './run.js';
export { sandboxStatus } from './status.js';

/** A fresh empty folder the sandbox's user can read, removed once `use` has finished, whatever happened. */
export async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-verify-'));
  fs.chmodSync(dir, 0o755);
  try {
    return await use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
