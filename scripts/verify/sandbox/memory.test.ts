import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectMemoryBound, type MemoryHost, memoryBound, scopeArgv } from './memory.js';
import { sandboxStatus } from './status.js';

/** A made-up machine: cgroup v2 or not, systemd-run or not, and what a scope's probe prints. */
const host = (facts: { v2?: boolean; systemdRun?: string; probe?: ReturnType<MemoryHost['probe']> }) => {
  const probed: string[][] = [];
  const fake: MemoryHost = {
    cgroupV2: () => facts.v2 ?? true,
    systemdRun: () => facts.systemdRun,
    probe: (argv) => {
      probed.push(argv);
      return facts.probe ?? { ok: true, stdout: `${64 * 1024 * 1024}\n`, stderr: '' };
    },
  };
  return { fake, probed };
};

describe('the memory bound', () => {
  it('is a cgroup v2 scope where systemd-run makes one whose memory.max holds, --user for a user who is not root', () => {
    const { fake, probed } = host({ systemdRun: '/usr/bin/systemd-run' });
    const bound = detectMemoryBound(fake, true);
    expect(bound).toMatchObject({ kind: 'cgroup', user: true });
    expect(bound.note).toBe('memory: bounded per sandbox by a cgroup v2 scope (systemd-run --user)');
    expect(probed[0]!.slice(0, 9)).toEqual([
      '/usr/bin/systemd-run',
      '--user',
      '--scope',
      '--quiet',
      '--collect',
      '-p',
      'MemoryMax=67108864',
      '-p',
      'MemorySwapMax=0',
    ]);
    expect(detectMemoryBound(fake, false).note).toBe('memory: bounded per sandbox by a cgroup v2 scope (systemd-run)');
    if (bound.kind === 'cgroup') expect(scopeArgv(bound, 1024 ** 3)).toContain('MemoryMax=1073741824');
  });

  it('falls back to the per-process limits, and says why: cgroup v1, no systemd-run, no scope, no delegated controller', () => {
    const why = (facts: Parameters<typeof host>[0]) => detectMemoryBound(host(facts).fake, true);
    expect(why({ v2: false, systemdRun: '/usr/bin/systemd-run' })).toEqual({
      kind: 'per-process',
      note: 'memory: per process only (1 GiB of data each), no cgroup bound: /sys/fs/cgroup is not cgroup v2',
    });
    expect(why({}).note).toMatch(/no cgroup bound: systemd-run is not installed$/);
    const refused = { ok: false, stdout: '', stderr: 'Failed to connect to bus: No medium found\n' };
    expect(why({ systemdRun: 'systemd-run', probe: refused }).note).toMatch(
      /no cgroup bound: systemd-run could not make a scope \(Failed to connect to bus: No medium found\)$/,
    );
    const ignored = { ok: true, stdout: 'max\n', stderr: '' };
    expect(why({ systemdRun: 'systemd-run', probe: ignored }).note).toMatch(
      /no cgroup bound: a scope's memory.max is max: the memory controller is not delegated$/,
    );
  });

  it("on this machine, matches /sys/fs/cgroup's kind, and content:verify's first lines say which bound is used", () => {
    const v2 = fs.statfsSync('/sys/fs/cgroup').type === 0x63677270;
    if (!v2) expect(memoryBound()).toMatchObject({ kind: 'per-process', note: /not cgroup v2/ });
    const status = sandboxStatus();
    if (status.ok) expect(status.note.split('\n')).toContain(memoryBound().note);
  });
});
