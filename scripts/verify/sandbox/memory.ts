import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { asRoot } from './env.js';

/** How a sandbox's memory is bounded: the whole sandbox by a cgroup, or each process by its limits. */
export type MemoryBound =
  { kind: 'cgroup'; systemdRun: string; user: boolean; note: string } | { kind: 'per-process'; note: string };

const CGROUP2_MAGIC = 0x63677270;
const PROBE_BYTES = 64 * 1024 * 1024;

/** What the detection needs to know of the machine; the real one by default, a made-up one in tests. */
export type MemoryHost = {
  /** Whether /sys/fs/cgroup is the unified hierarchy (cgroup v2). */
  cgroupV2: () => boolean;
  /** systemd-run's path, if installed. */
  systemdRun: () => string | undefined;
  /** Runs a command in a scope with MemoryMax set; what the command printed, or why it did not run. */
  probe: (argv: string[]) => { ok: boolean; stdout: string; stderr: string };
};

/** The arguments that put a command into a transient systemd scope whose memory is capped. */
export function scopeArgv(bound: Extract<MemoryBound, { kind: 'cgroup' }>, bytes: number): string[] {
  const user = bound.user ? ['--user'] : [];
  return [
    bound.systemdRun,
    ...user,
    '--scope',
    '--quiet',
    '--collect',
    '-p',
    `MemoryMax=${bytes}`,
    '-p',
    'MemorySwapMax=0',
    '--',
  ];
}

/**
 * Where the machine allows it, each sandbox runs in a cgroup v2 scope of its own (systemd-run
 * --scope, `--user` for a user who is not root) whose MemoryMax bounds everything its processes hold,
 * shared mappings and tmpfs included. It counts only if the scope really gets that limit: the probe
 * prints its own cgroup's memory.max, which stays `max` when the memory controller is not delegated.
 * Elsewhere (cgroup v1, no systemd, no user session) the per-process limits are all there is.
 */
export function detectMemoryBound(host: MemoryHost = realHost, user = !asRoot): MemoryBound {
  const fallback = (why: string): MemoryBound => ({
    kind: 'per-process',
    note: `memory: per process only (1 GiB of data each), no cgroup bound: ${why}`,
  });
  if (!host.cgroupV2()) return fallback('/sys/fs/cgroup is not cgroup v2');
  const systemdRun = host.systemdRun();
  if (!systemdRun) return fallback('systemd-run is not installed');
  const bound = { kind: 'cgroup', systemdRun, user, note: '' } as const;
  const readMax = 'cat "/sys/fs/cgroup$(sed -n "s/^0:://p" /proc/self/cgroup)/memory.max"';
  const probe = host.probe([...scopeArgv(bound, PROBE_BYTES), '/bin/sh', '-c', readMax]);
  if (!probe.ok) return fallback(`systemd-run could not make a scope (${probe.stderr.trim().split('\n')[0]})`);
  if (probe.stdout.trim() !== String(PROBE_BYTES))
    return fallback(
      `a scope's memory.max is ${probe.stdout.trim() || 'missing'}: the memory controller is not delegated`,
    );
  return { ...bound, note: `memory: bounded per sandbox by a cgroup v2 scope (systemd-run${user ? ' --user' : ''})` };
}

const realHost: MemoryHost = {
  cgroupV2: () => {
    try {
      return fs.statfsSync('/sys/fs/cgroup').type === CGROUP2_MAGIC;
    } catch {
      return false;
    }
  },
  systemdRun: () => ['/usr/bin/systemd-run', '/bin/systemd-run'].find((file) => fs.existsSync(file)),
  probe: (argv) => {
    const done = spawnSync(argv[0]!, argv.slice(1), { encoding: 'utf8', timeout: 10_000 });
    return { ok: done.status === 0, stdout: done.stdout ?? '', stderr: done.stderr || done.error?.message || '' };
  },
};

let detected: MemoryBound | undefined;
/** This machine's bound, detected once. */
export const memoryBound = () => (detected ??= detectMemoryBound());
