import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { type RunDir, runInDir } from '../run-in-dir.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';

const exec = promisify(execFile);
const SYSTEM_PYTHON = '/usr/bin/python3';

/**
 * Debian's /usr/bin/python3 where there is one; else the real interpreter behind `python3` (a pyenv
 * shim needs the caller's HOME, the sandbox has its own), its installation seen read-only.
 */
function python(context: RunContext) {
  return context.once('python3', async () => {
    if (fs.existsSync(SYSTEM_PYTHON)) return { binary: SYSTEM_PYTHON, readOnly: [] };
    try {
      const { stdout } = await exec('python3', ['-c', 'import sys; print(sys.executable); print(sys.base_prefix)']);
      const [binary, prefix] = stdout.trim().split('\n');
      return { binary: binary!, readOnly: [prefix!] };
    } catch {
      return undefined;
    }
  });
}

/**
 * `python3 -E -s main.py`: no PYTHON* variable or user site-packages changes it, but, unlike -I, the
 * script's folder stays on sys.path, as for `python3 main.py`, so a Check can import a module it wrote.
 */
export const runPython: Runner = async ({ code }, context) => {
  const found = await python(context);
  if (!found) return notExecuted('python3 is not installed (apt-get install python3)');
  const { binary, readOnly } = found;
  const args = (dir: RunDir) => ['-E', '-s', dir.file('main.py')];
  return runInDir({ files: { 'main.py': code }, command: binary, args, readOnly }, context);
};
