import { asRoot, SANDBOX_UID, toolFolders } from './env.js';
import { memoryBound, scopeArgv } from './memory.js';
import { procCovers, systemBinds } from './root.js';
import { seccompFilter } from './seccomp.js';

export const BWRAP = process.env.BWRAP || '/usr/bin/bwrap';

/**
 * Limits of every process in a sandbox (prlimit, util-linux), hard and soft; `memoryBytes` bounds the
 * whole sandbox where a cgroup can (memory.ts).
 */
export type Limits = {
  processes: number;
  fileBytes: number;
  dataBytes: number;
  cpuSeconds?: number;
  memoryBytes: number;
};

export type SandboxSpec = {
  /** Host folders or files seen read-only at the same path. */
  readOnly?: string[];
  /** Folders of the sandbox's own, in memory, of this size (the PostgreSQL server's socket). */
  ownFolders?: { folder: string; bytes: number }[];
  /** A file descriptor bwrap writes its JSON to, with the sandbox's first process's pid. */
  infoFd?: number;
  /** A host folder copied into a fresh size-bound tmpfs at the same path: nothing written reaches the disk. */
  copyIn?: { folder: string; bytes: number };
  /** Size of the sandbox's own /tmp, in memory; 64 MiB unless said. */
  tmpBytes?: number;
  cwd?: string;
  env: Record<string, string>;
  limits: Limits;
};

const MiB = 1024 * 1024;

const INPUT = '/run/quiz-dojo-input';
/** The descriptor the system-call filter is read from: opened before the user changes, by a shell. */
const SECCOMP_FD = '9';

/**
 * The command line that runs `command` in a bubblewrap sandbox: an empty root with the system's
 * folders read-only, its own /proc, /dev and /tmp, new user, pid, network, ipc and uts namespaces,
 * no further user namespaces, a system-call filter (seccomp.ts), host-wide /proc entries covered, a
 * clean environment, and the limits applied inside by prlimit; the whole in a memory-bound cgroup
 * scope where the machine has one (memory.ts). As root, it becomes nobody (setpriv) once the filter
 * is open: root inside a user namespace would still be root to the kernel's process count.
 */
export function sandboxArgv(command: string, args: string[], spec: SandboxSpec): string[] {
  const binds = [
    ...systemBinds(),
    ...toolFolders().roots.flatMap((folder) => ['--ro-bind', folder, folder]),
    ...(spec.readOnly ?? []).flatMap((file) => ['--ro-bind', file, file]),
    ...(spec.ownFolders ?? []).flatMap(({ folder, bytes }) => ['--size', String(bytes), '--tmpfs', folder]),
  ];
  const copy = spec.copyIn
    ? ['--ro-bind', spec.copyIn.folder, INPUT, '--size', String(spec.copyIn.bytes), '--tmpfs', spec.copyIn.folder]
    : [];
  const cwd = spec.cwd ?? '/tmp';
  const env = Object.entries(spec.env).flatMap(([name, value]) => ['--setenv', name, value]);
  const { limits } = spec;
  const prlimit = [
    '/usr/bin/prlimit',
    `--nproc=${limits.processes}`,
    `--fsize=${limits.fileBytes}`,
    `--data=${limits.dataBytes}`,
    '--core=0',
    ...(limits.cpuSeconds ? [`--cpu=${limits.cpuSeconds}`] : []),
    '--',
    command,
    ...args,
  ];
  // cp as the sandbox's user: the copy belongs to it, and the host's files are only read.
  const start = spec.copyIn
    ? ['/bin/sh', '-c', 'cp -R "$0/." "$1" && shift && exec "$@"', INPUT, spec.copyIn.folder]
    : [];
  const drop = asRoot
    ? ['/usr/bin/setpriv', `--reuid=${SANDBOX_UID}`, `--regid=${SANDBOX_UID}`, '--clear-groups', '--']
    : [];
  const bound = memoryBound();
  const scope = bound.kind === 'cgroup' ? scopeArgv(bound, limits.memoryBytes) : [];
  const filter = ['/bin/sh', '-c', `exec "$@" ${SECCOMP_FD}<"$0"`, seccompFilter()];
  return [
    ...scope,
    ...filter,
    ...drop,
    BWRAP,
    '--seccomp',
    SECCOMP_FD,
    ...(spec.infoFd === undefined ? [] : ['--info-fd', String(spec.infoFd)]),
    '--unshare-all',
    '--unshare-user',
    '--disable-userns',
    '--uid',
    String(SANDBOX_UID),
    '--gid',
    String(SANDBOX_UID),
    '--die-with-parent',
    '--new-session',
    '--proc',
    '/proc',
    ...procCovers(),
    '--dev',
    '/dev',
    '--size',
    String(64 * MiB),
    '--perms',
    '1777',
    '--tmpfs',
    '/dev/shm',
    '--size',
    String(spec.tmpBytes ?? 64 * MiB),
    '--perms',
    '1777',
    '--tmpfs',
    '/tmp',
    ...binds,
    ...copy,
    '--dir',
    cwd,
    '--chdir',
    cwd,
    '--clearenv',
    ...env,
    '--',
    ...start,
    ...prlimit,
  ];
}
