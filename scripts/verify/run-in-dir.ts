import fs from 'node:fs';
import path from 'node:path';
import { minimalEnv, runSandboxed, withTempDir } from './sandbox/index.js';
import type { Limits } from './sandbox/bwrap.js';
import type { RunContext, RunResult } from './types.js';

/** The temporary folder of one run: files beside `work`, the empty folder the snippet runs in. */
export type RunDir = { root: string; work: string; file: (name: string) => string };

export type DirRun = {
  /** Written beside the working folder, so that `ls` in a snippet still sees an empty folder. */
  files: Record<string, string>;
  command: string;
  args: (dir: RunDir) => string[];
  env?: (dir: RunDir) => Record<string, string>;
  /** Runs before the snippet, outside the time limit (git init, say). */
  prepare?: (dir: RunDir, env: Record<string, string>) => void;
  /** Host files the command needs, seen read-only (a package folder, PostgreSQL's socket). */
  readOnly?: string[];
  /** Other limits than the usual ones (a sanitizer's shadow memory needs a larger data segment). */
  limits?: Limits;
};

/** The run's folder in the sandbox: a copy in memory, so that no snippet fills the disk. */
const RUN_BYTES = 128 * 1024 * 1024;

/** Writes the files into a fresh temporary folder and runs the command on a copy of it, sandboxed. */
export function runInDir(run: DirRun, context: RunContext): Promise<RunResult> {
  return withTempDir(async (root) => {
    const dir: RunDir = { root, work: path.join(root, 'work'), file: (name) => path.join(root, name) };
    fs.mkdirSync(dir.work);
    for (const [name, text] of Object.entries(run.files)) fs.writeFileSync(dir.file(name), text);
    const env = minimalEnv(dir.work, run.env?.(dir));
    run.prepare?.(dir, env);
    return runSandboxed(run.command, run.args(dir), {
      cwd: dir.work,
      timeoutMs: context.timeoutMs,
      env,
      copyIn: { folder: root, bytes: RUN_BYTES },
      readOnly: run.readOnly,
      limits: run.limits,
    });
  });
}
