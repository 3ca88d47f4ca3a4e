import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Refusal = { errno: 'ENOSYS' | 'EPERM'; calls: string[]; why: string };

/**
 * System calls a sandbox refuses (decision 13), everything else allowed. ENOSYS for features a
 * program can do without ("this kernel has no such call", which libuv, glibc and the JVM take as a
 * reason to fall back), EPERM for what only a privileged process may do anyway.
 */
export const REFUSED: Refusal[] = [
  {
    errno: 'ENOSYS',
    calls: ['add_key', 'keyctl', 'request_key'],
    why: 'the kernel keyring is per user id, not per namespace: every sandbox shares it',
  },
  {
    errno: 'ENOSYS',
    calls: ['io_uring_setup', 'io_uring_enter', 'io_uring_register'],
    why: 'a large kernel surface with a history of privilege escalations; libuv falls back',
  },
  {
    errno: 'ENOSYS',
    calls: ['memfd_create', 'memfd_secret'],
    why: 'memory that no per-process limit counts (2.5 GiB under a 1 GiB data limit)',
  },
  {
    errno: 'ENOSYS',
    calls: ['userfaultfd', 'bpf', 'perf_event_open'],
    why: 'exploit aids and kernel tracing, which only a host setting refused before',
  },
  {
    errno: 'EPERM',
    calls: ['mount', 'umount2', 'pivot_root', 'chroot', 'unshare', 'setns', 'open_tree', 'move_mount'],
    why: 'namespaces and mounts: bwrap has built the sandbox before the filter applies',
  },
  {
    errno: 'EPERM',
    calls: ['fsopen', 'fsconfig', 'fsmount', 'fspick', 'mount_setattr', 'open_by_handle_at'],
    why: 'the new mount interface, and file handles that step outside a bind mount',
  },
  {
    errno: 'EPERM',
    calls: ['kexec_load', 'kexec_file_load', 'init_module', 'finit_module', 'delete_module', 'reboot'],
    why: 'the kernel itself',
  },
  {
    errno: 'EPERM',
    calls: ['swapon', 'swapoff', 'acct', 'syslog', 'quotactl', 'settimeofday', 'clock_settime', 'iopl', 'ioperm'],
    why: 'the machine: swap, accounting, the kernel log, quotas, the clock, I/O ports',
  },
];

const SOURCE = path.join(import.meta.dirname, 'seccomp-export.c');
const CACHE = path.resolve(import.meta.dirname, '../../../node_modules/.cache/quiz-dojo-verify/seccomp');

/** The exporter's arguments: NAME:ERRNO for every refused call. */
const rules = () => REFUSED.flatMap(({ errno, calls }) => calls.map((call) => `${call}:${os.constants.errno[errno]}`));

function run(command: string, args: string[], what: string) {
  const done = spawnSync(command, args, { encoding: 'utf8' });
  if (done.status === 0) return;
  const said = (done.stderr || done.error?.message || `exit code ${done.status}`).trim();
  const hint = /seccomp\.h|lseccomp/.test(said) ? ': apt-get install libseccomp-dev' : '';
  throw new Error(`${what}: ${said.split('\n').slice(0, 3).join(' ')}${hint}`);
}

let built: string | undefined;

/**
 * The sandbox's system-call filter as a file of BPF for `bwrap --seccomp`: built once by a small C
 * program against libseccomp (gcc, libseccomp-dev), kept in node_modules/.cache under the hash of
 * its source, its list and the architecture. Throws, saying what to install, where it cannot be built.
 */
export function seccompFilter(cache = CACHE): string {
  if (built && cache === CACHE) return built;
  const args = rules();
  const hash = crypto.createHash('sha256').update(fs.readFileSync(SOURCE)).update(args.join(' ')).update(process.arch);
  const filter = path.join(cache, `${hash.digest('hex').slice(0, 16)}.bpf`);
  if (!fs.existsSync(filter)) {
    fs.mkdirSync(cache, { recursive: true });
    const work = fs.mkdtempSync(path.join(cache, 'build-'));
    try {
      const exporter = path.join(work, 'seccomp-export');
      run('gcc', ['-O2', '-Wall', '-o', exporter, SOURCE, '-lseccomp'], 'the system-call filter did not build');
      run(exporter, [path.join(work, 'filter.bpf'), ...args], 'the system-call filter was not written');
      // Renamed whole: another run building at the same time never reads half a program.
      fs.renameSync(path.join(work, 'filter.bpf'), filter);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }
  if (cache === CACHE) built = filter;
  return filter;
}
