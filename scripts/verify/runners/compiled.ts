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

/** `verify: go 1.22` needs at least that version; an older toolchain says so instead of running. */
function tooOld(found: string, wanted: string | undefined) {
  if (!wanted) return false;
  const [a, b] = [found, wanted].map((v) => v.split('.').map(Number));
  for (let i = 0; i < Math.max(a!.length, b!.length); i++) {
    const diff = (a![i] ?? 0) - (b![i] ?? 0);
    if (diff !== 0) return diff < 0;
  }
  return false;
}

/** `go run main.go`, with a build cache kept between runs (a fresh one rebuilds the standard library). */
export const runGo: Runner = async ({ code, version }, context) => {
  const found = await toolVersion(context, 'go', ['version']);
  if (!found) return notExecuted('Go is not installed (apt-get install golang-go)');
  if (tooOld(found, version)) return notExecuted(`needs Go ${version}, found Go ${found}`);
  const cache = path.join(context.cacheDir, 'go-build');
  fs.mkdirSync(cache, { recursive: true });
  const goBinary = (await exec('go', ['env', 'GOROOT'])).stdout.trim() + '/bin/go';
  return runInDir(
    {
      files: { 'main.go': code },
      command: goBinary,
      args: (dir) => ['run', dir.file('main.go')],
      env: (dir) => ({ GOCACHE: cache, GOPATH: dir.file('gopath'), GOTOOLCHAIN: 'local', GOPROXY: 'off' }),
    },
    context,
  );
};

/** `rustc main.rs` then the program, both inside the time limit of one run. */
export const runRust: Runner = async ({ code, version }, context) => {
  const found = await toolVersion(context, 'rustc', ['--version']);
  if (!found) return notExecuted('Rust is not installed (apt-get install rustc)');
  if (tooOld(found, version)) return notExecuted(`needs Rust ${version}, found rustc ${found}`);
  // The real compiler, not a rustup proxy, which would look for its toolchains in the sandbox's HOME.
  const rustc = path.join((await exec('rustc', ['--print', 'sysroot'])).stdout.trim(), 'bin', 'rustc');
  return runInDir(
    {
      files: { 'main.rs': code },
      command: 'sh',
      args: (dir) => ['-c', `"$0" --edition 2021 -o "$1" "$2" && "$1"`, rustc, dir.file('main'), dir.file('main.rs')],
    },
    context,
  );
};
