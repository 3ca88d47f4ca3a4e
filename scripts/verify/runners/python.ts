import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';

const exec = promisify(execFile);

/** The real interpreter behind `python3` (a pyenv shim needs the caller's HOME, the sandbox has its own). */
function python(context: RunContext) {
  return context.once('python3', async () => {
    try {
      const { stdout } = await exec('python3', ['-c', 'import sys; print(sys.executable)']);
      return stdout.trim();
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
  const binary = await python(context);
  if (!binary) return notExecuted('python3 is not installed (apt-get install python3)');
  return runInDir({ files: { 'main.py': code }, command: binary, args: (dir) => ['-E', '-s', dir.file('main.py')] }, context);
};
