import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SANDBOX_UID } from './env.js';

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
  // What /proc shows in place of the host's boot id and kernel command line.
  fs.writeFileSync(path.join(etc, 'boot_id'), `${crypto.randomUUID()}\n`);
  fs.writeFileSync(path.join(etc, 'cmdline'), '\n');
  process.once('exit', () => fs.rmSync(etc!, { recursive: true, force: true }));
  return etc;
}

export function systemBinds(): string[] {
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

/**
 * Host-wide /proc entries that a sandbox's own /proc still shows, covered after it is mounted: the
 * host's boot id (the same for every sandbox, so a trace across runs) and the kernel's command line.
 * A process's own mount table (/proc/<pid>/mountinfo) cannot be covered this way, as each process
 * has its own; it lists the sandbox's mounts at the paths the sandbox sees them.
 */
export function procCovers(): string[] {
  return [
    ['boot_id', '/proc/sys/kernel/random/boot_id'],
    ['cmdline', '/proc/cmdline'],
  ].flatMap(([name, target]) => ['--ro-bind', path.join(ownEtc(), name!), target!]);
}
