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
    // A container stopped at its time limit may still be writing into it for a moment: rmdir then
    // meets ENOTEMPTY (seen once in CI, scripts/verify/runners/docker.test.ts), which retries outlast.
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}
