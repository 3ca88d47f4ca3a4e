import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { BWRAP, sandboxArgv } from './bwrap.js';
import { asRoot } from './env.js';
import { memoryBound } from './memory.js';

export type SandboxStatus = { ok: true; note: string } | { ok: false; why: string };

let status: SandboxStatus | undefined;

/** Whether a sandbox can be made here: tried once, with the options every snippet gets. */
export function sandboxStatus(): SandboxStatus {
  if (status) return status;
  if (!fs.existsSync(BWRAP)) {
    status = { ok: false, why: `bubblewrap is not installed (${BWRAP}): apt-get install bubblewrap` };
    return status;
  }
  let argv;
  try {
    argv = sandboxArgv('/bin/true', [], {
      env: { PATH: '/usr/bin:/bin' },
      limits: { processes: 16, fileBytes: 1024, dataBytes: 256 * 1024 * 1024, memoryBytes: 256 * 1024 * 1024 },
    });
  } catch (error) {
    status = { ok: false, why: `the sandbox could not be made: ${(error as Error).message}` };
    return status;
  }
  const tried = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', timeout: 10_000 });
  if (tried.status === 0) {
    const user = asRoot ? 'nobody' : 'an unprivileged id';
    status = {
      ok: true,
      note:
        `sandbox: bubblewrap, no network, as ${user}, a system-call filter, limits on processes, file size, memory, CPU` +
        `\n${memoryBound().note}`,
    };
    return status;
  }
  const said = (tried.stderr || tried.error?.message || `exit code ${tried.status}`).trim().split('\n')[0];
  status = {
    ok: false,
    why:
      `bubblewrap could not make a sandbox: ${said}. It needs user namespaces for ${asRoot ? 'user nobody' : 'this user'}: ` +
      'sysctl -w kernel.unprivileged_userns_clone=1 (Debian) or user.max_user_namespaces=10000, and, on Ubuntu 24.04+, ' +
      'kernel.apparmor_restrict_unprivileged_userns=0',
  };
  return status;
}
