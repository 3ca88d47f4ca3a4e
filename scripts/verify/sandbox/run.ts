import { spawn } from 'node:child_process';
import type { RunResult } from '../types.js';
import { type Limits, sandboxArgv, type SandboxSpec } from './bwrap.js';
import { sandboxStatus } from './status.js';

/** Output beyond this is cut and the snippet killed: a runaway loop must not fill the memory. */
const MAX_OUTPUT = 1024 * 1024;
const MiB = 1024 * 1024;

/**
 * A snippet's limits: threads count as processes (Go's compiler and Node start a dozen each); the
 * largest file allows a 1 GiB sparse file (the run's 128 MiB tmpfs bounds what is really written), a
 * process's memory is far above what a question needs, and so is the whole sandbox's where a cgroup
 * bounds it (its tmpfs folders count there too); CPU time is a backstop
 * behind the wall-clock limit, twice it, as compilers use both cores.
 */
export const snippetLimits = (timeoutMs: number): Limits => ({
  processes: 256,
  fileBytes: 2048 * MiB,
  dataBytes: 1024 * MiB,
  cpuSeconds: Math.ceil((2 * timeoutMs) / 1000),
  memoryBytes: 1024 * MiB,
});

/** All a sandbox's command line needs of the caller's environment: `systemd-run --user` finds its bus. */
const scopeEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name === 'XDG_RUNTIME_DIR' || name === 'DBUS_SESSION_BUS_ADDRESS'),
  );

let unsafe = false;
/** `content:verify --unsafe`: where no sandbox can be made, snippets run as the caller, only timed. */
export function allowUnsafe() {
  unsafe = true;
}
export const unsafeAllowed = () => unsafe;

export type SandboxOptions = Omit<SandboxSpec, 'limits' | 'env'> & {
  cwd: string;
  timeoutMs: number;
  env: Record<string, string>;
  stdin?: string;
  limits?: Limits;
};

/**
 * Runs a command in a sandbox (bwrap.ts), in its own process group, killing the whole group when
 * the time is up. stdout and stderr come back as text; the exit code is not an error.
 */
export function runSandboxed(command: string, args: string[], options: SandboxOptions): Promise<RunResult> {
  const status = sandboxStatus();
  if (!status.ok && !unsafe)
    return Promise.resolve({ kind: 'not-executed', reason: status.why, missingToolchain: false });
  const limits = options.limits ?? snippetLimits(options.timeoutMs);
  const argv = status.ok ? sandboxArgv(command, args, { ...options, limits }) : [command, ...args];
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd: status.ok ? '/' : options.cwd,
      env: status.ok ? scopeEnv() : options.env,
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let size = 0;
    let timedOut = false;
    const kill = () => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, options.timeoutMs);
    const collect = (into: Buffer[]) => (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_OUTPUT) kill();
      else into.push(chunk);
    };
    child.stdout.on('data', collect(out));
    child.stderr.on('data', collect(err));
    child.stdin.on('error', () => {});
    child.stdin.end(options.stdin ?? '');
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ kind: 'ran', stdout: '', stderr: error.message, exitCode: null, timedOut: false });
    });
    // Anything left running goes too: bwrap's own init ends the sandbox's processes, and without a
    // sandbox the process group does.
    child.on('exit', kill);
    child.on('close', (code) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8') + (size > MAX_OUTPUT ? '\n[output over 1 MB, killed]' : '');
      resolve({ kind: 'ran', stdout: Buffer.concat(out).toString('utf8'), stderr, exitCode: code, timedOut });
    });
  });
}
