import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asRoot, SANDBOX_UID, toolFolders } from './env.js';

export const BWRAP = process.env.BWRAP || '/usr/bin/bwrap';

/** Limits of every process in a sandbox (prlimit, util-linux), hard and soft. */
export type Limits = { processes: number; fileBytes: number; dataBytes: number; cpuSeconds?: number };

export type SandboxSpec = {
  /** Host folders or files seen read-only at the same path. */
  readOnly?: string[];
  /** Host folders seen writable at the same path (only the PostgreSQL server's data). */
  writable?: string[];
  /** A host folder copied into a fresh size-bound tmpfs at the same path: nothing written reaches the disk. */
  copyIn?: { folder: string; bytes: number };
  /** Size of the sandbox's own /tmp, in memory; 64 MiB unless said. */
  tmpBytes?: number;
  cwd?: string;
  env: Record<string, string>;
  limits: Limits;
};

const MiB = 1024 * 1024;
/** The few /etc entries programs look for: the linker's cache, fonts, certificates, Python's site. */
const ETC = [
  'alternatives',
  'ld.so.cache',
  'ld.so.conf',
  'ld.so.conf.d',
  'ssl',
  'ca-certificates',
  'fonts',
  'localtime',
  'nsswitch.conf',
  'mime.types',
  'os-release',
  'chromium',
  'chromium.d',
];

let etc: string | undefined;
/** passwd, group and hosts of our own: no host names or accounts, but `nobody` and `localhost` resolve. */
function ownEtc(): string {
  if (etc) return etc;
  etc = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-etc-'));
  fs.chmodSync(etc, 0o755);
  fs.writeFileSync(path.join(etc, 'passwd'), `nobody:x:${SANDBOX_UID}:${SANDBOX_UID}:nobody:/tmp:/bin/sh\n`);
  fs.writeFileSync(path.join(etc, 'group'), `nogroup:x:${SANDBOX_UID}:\n`);
  fs.writeFileSync(path.join(etc, 'hosts'), '127.0.0.1 localhost\n::1 localhost\n');
  process.once('exit', () => fs.rmSync(etc!, { recursive: true, force: true }));
  return etc;
}

function systemBinds(): string[] {
  const args = ['--ro-bind', '/usr', '/usr'];
  for (const top of ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32']) {
    if (!fs.existsSync(top)) continue;
    const link = fs.lstatSync(top).isSymbolicLink();
    args.push(...(link ? ['--symlink', fs.readlinkSync(top), top] : ['--ro-bind', top, top]));
  }
  const python = fs.existsSync('/etc') ? fs.readdirSync('/etc').filter((name) => /^python3/.test(name)) : [];
  for (const name of [...ETC, ...python]) {
    const file = path.join('/etc', name);
    if (fs.existsSync(file)) args.push('--ro-bind', file, file);
  }
  // dpkg's database: which package owns a file is a question of the Linux topic.
  if (fs.existsSync('/var/lib/dpkg')) args.push('--ro-bind', '/var/lib/dpkg', '/var/lib/dpkg');
  for (const name of ['passwd', 'group', 'hosts']) args.push('--ro-bind', path.join(ownEtc(), name), `/etc/${name}`);
  return args;
}

const INPUT = '/run/quiz-dojo-input';

/**
 * The command line that runs `command` in a bubblewrap sandbox: an empty root with the system's
 * folders read-only, its own /proc, /dev and /tmp, new user, pid, network, ipc and uts namespaces,
 * no further user namespaces, a clean environment, and the limits applied inside by prlimit. As
 * root, it first becomes nobody (setpriv): root inside a user namespace would still be root to the
 * kernel's process count.
 */
export function sandboxArgv(command: string, args: string[], spec: SandboxSpec): string[] {
  const binds = [
    ...systemBinds(),
    ...toolFolders().roots.flatMap((folder) => ['--ro-bind', folder, folder]),
    ...(spec.readOnly ?? []).flatMap((file) => ['--ro-bind', file, file]),
    ...(spec.writable ?? []).flatMap((folder) => ['--bind', folder, folder]),
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
  return [
    ...drop,
    BWRAP,
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
