import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';

const exec = promisify(execFile);

/** A toolchain's version, or undefined when it is not installed. */
export function toolVersion(context: RunContext, tool: string, args: string[]) {
  return context.once(`version-${tool}`, async () => {
    try {
      const { stdout } = await exec(tool, args);
      return /(\d+\.\d+(?:\.\d+)?)/.exec(stdout)?.[1];
    } catch {
      return undefined;
    }
  });
}

/**
 * `go run main.go`, with a build cache of its own in the run's folder: a shared one would be a place
 * where one snippet could leave files for the next. Go up to 1.19 ships its standard library built;
 * newer versions build the parts a snippet imports (a few seconds, the first time of each run).
 */
export const runGo: Runner = async ({ code }, context) => {
  const found = await toolVersion(context, 'go', ['version']);
  if (!found) return notExecuted('Go is not installed (apt-get install golang-go)');
  // By name: the sandbox's PATH leads to GOROOT's own go (scripts/verify/sandbox.ts).
  return runInDir(
    {
      files: { 'main.go': code },
      command: 'go',
      args: (dir) => ['run', dir.file('main.go')],
      env: (dir) => ({
        GOCACHE: dir.file('gocache'),
        GOPATH: dir.file('gopath'),
        GOTOOLCHAIN: 'local',
        GOPROXY: 'off',
      }),
    },
    context,
  );
};

/** `rustc main.rs` then the program, both inside the time limit of one run. */
export const runRust: Runner = async ({ code }, context) => {
  const found = await toolVersion(context, 'rustc', ['--version']);
  if (!found) return notExecuted('Rust is not installed (apt-get install rustc)');
  // By name: the sandbox's PATH leads to the real compiler, not rustup's proxy (scripts/verify/sandbox.ts).
  return runInDir(
    {
      files: { 'main.rs': code },
      command: 'sh',
      args: (dir) => ['-c', `rustc --edition 2021 -o "$0" "$1" && "$0"`, dir.file('main'), dir.file('main.rs')],
    },
    context,
  );
};
