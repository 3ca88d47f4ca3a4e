import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type RunContext, type Runner } from '../types.js';

const exec = promisify(execFile);

/** A toolchain's version, or undefined when it is not installed. */
function toolVersion(context: RunContext, tool: string, args: string[]) {
  return context.once(`version-${tool}`, async () => {
    try {
      const { stdout } = await exec(tool, args);
      return /(\d+\.\d+(?:\.\d+)?)/.exec(stdout)?.[1];
    } catch {
      return undefined;
    }
  });
}

/** `go run main.go`, with a build cache kept between runs (a fresh one rebuilds the standard library). */
export const runGo: Runner = async ({ code }, context) => {
  const found = await toolVersion(context, 'go', ['version']);
  if (!found) return notExecuted('Go is not installed (apt-get install golang-go)');
  const cache = path.join(context.cacheDir, 'go-build');
  fs.mkdirSync(cache, { recursive: true });
  // By name: the sandbox's PATH leads to GOROOT's own go (scripts/verify/sandbox.ts).
  return runInDir(
    {
      files: { 'main.go': code },
      command: 'go',
      args: (dir) => ['run', dir.file('main.go')],
      env: (dir) => ({ GOCACHE: cache, GOPATH: dir.file('gopath'), GOTOOLCHAIN: 'local', GOPROXY: 'off' }),
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
