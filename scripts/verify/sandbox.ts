import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RunResult } from './types.js';

/** Output beyond this is cut and the snippet killed: a runaway loop must not fill the memory. */
const MAX_OUTPUT = 1024 * 1024;

export type Isolation = { prefix: string[]; note: string };

let isolation: Isolation | undefined;

/**
 * How snippets are cut off from the network: a new, empty network namespace (only a loopback that
 * is down). Root can create one directly; other users through a user namespace mapping them to
 * root inside it. Where neither works, the snippet runs with proxies pointing nowhere and the
 * report says the network is not isolated.
 */
export function networkIsolation(): Isolation {
  if (isolation) return isolation;
  const candidates =
    process.getuid?.() === 0
      ? [
          ['unshare', '-n'],
          ['unshare', '--net', '--map-root-user'],
        ]
      : [['unshare', '--net', '--map-root-user']];
  const works = candidates.find((prefix) => spawnSync(prefix[0]!, [...prefix.slice(1), 'true']).status === 0);
  isolation = works
    ? { prefix: works, note: `network: none (${works.join(' ')})` }
    : { prefix: [], note: 'network: NOT isolated (unshare is not permitted here); proxies point to a closed port' };
  return isolation;
}

const SYSTEM_PATH = ['/usr/local/sbin', '/usr/local/bin', '/usr/sbin', '/usr/bin', '/sbin', '/bin'];
let snippetPath: string | undefined;

/**
 * The system's folders, after those of the compilers the runners use where they are installed
 * elsewhere (rustup's in ~/.cargo, say), so a shell snippet that calls `rustc` or `go` gets the
 * same one. The real compiler's folder, not rustup's proxy, which would look for its toolchains
 * in the snippet's empty HOME.
 */
function sandboxPath(): string {
  if (snippetPath !== undefined) return snippetPath;
  const toolFolder = (tool: string, args: string[], below: string) => {
    const found = spawnSync(tool, args, { encoding: 'utf8' });
    return found.status === 0 && found.stdout.trim() ? [path.join(found.stdout.trim(), below)] : [];
  };
  const tools = [...toolFolder('rustc', ['--print', 'sysroot'], 'bin'), ...toolFolder('go', ['env', 'GOROOT'], 'bin')];
  // Debian's compilers live in /usr/bin: the system's folders keep their order.
  snippetPath = [...new Set(tools.filter((folder) => !SYSTEM_PATH.includes(folder))), ...SYSTEM_PATH].join(':');
  return snippetPath;
}

/** Only what a snippet needs: no tokens, no proxies, no NODE_OPTIONS of the caller leak in. */
export function minimalEnv(dir: string, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {
    PATH: sandboxPath(),
    HOME: dir,
    TMPDIR: dir,
    LANG: 'C.UTF-8',
    LC_ALL: 'C.UTF-8',
    TZ: 'UTC',
    TERM: 'dumb',
    NO_COLOR: '1',
    ...extra,
  };
  if (networkIsolation().prefix.length === 0) {
    for (const name of ['http_proxy', 'https_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'ALL_PROXY'])
      env[name] = 'http://127.0.0.1:9';
  }
  return env;
}

/** A fresh empty folder, removed once `use` has finished, whatever happened. */
export async function withTempDir<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-verify-'));
  try {
    return await use(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export type SandboxOptions = {
  cwd: string;
  timeoutMs: number;
  env?: Record<string, string>;
  stdin?: string;
  /** Only for a client that must reach our own local server (psql): the code runs in the server. */
  network?: boolean;
};

/**
 * Runs a command in its own process group, without network, killing the whole group when the
 * time is up. stdout and stderr come back as text; the exit code is not an error.
 */
export function runSandboxed(command: string, args: string[], options: SandboxOptions): Promise<RunResult> {
  const prefix = options.network ? [] : networkIsolation().prefix;
  const argv = [...prefix, command, ...args];
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), {
      cwd: options.cwd,
      env: options.env ?? minimalEnv(options.cwd),
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
    // Anything the snippet left running in the background goes too, so its pipes close.
    child.on('exit', kill);
    child.on('close', (code) => {
      clearTimeout(timer);
      const stderr = Buffer.concat(err).toString('utf8') + (size > MAX_OUTPUT ? '\n[output over 1 MB, killed]' : '');
      resolve({ kind: 'ran', stdout: Buffer.concat(out).toString('utf8'), stderr, exitCode: code, timedOut });
    });
  });
}
