import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import { REFUSED, seccompFilter } from './seccomp.js';

const { context, dispose } = createContext(10_000);
afterAll(dispose);

/** A C question printing the error of each system call, made with arguments that would otherwise be accepted or refused by a host setting. */
const errors = `#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <sys/syscall.h>
#include <linux/perf_event.h>
static void show(const char *name, long result) { printf("%s: %s\\n", name, result < 0 ? strerror(errno) : "worked"); }
int main(void) {
  show("userfaultfd", syscall(SYS_userfaultfd, 0));
  show("bpf", syscall(SYS_bpf, 0, NULL, 0));
  struct perf_event_attr attr = { .type = PERF_TYPE_SOFTWARE, .size = sizeof attr, .config = PERF_COUNT_SW_CPU_CLOCK };
  show("perf_event_open", syscall(SYS_perf_event_open, &attr, 0, -1, -1, 0));
  show("unshare", syscall(SYS_unshare, 0));
  return 0;
}`;

describe('the system-call filter', () => {
  it('refuses with its own ENOSYS what only a host setting refused before, and EPERM for namespaces', async () => {
    const expected = [
      'userfaultfd: Function not implemented',
      'bpf: Function not implemented',
      'perf_event_open: Function not implemented',
      'unshare: Operation not permitted',
    ].join('\n');
    expect(await verifyClaim(claim('c', errors, expected), context)).toEqual({ status: 'proven' });
  });

  it('leaves the descriptor it was read from closed to the snippet', async () => {
    const code = 'test -e /proc/self/fd/9 && echo open || echo closed';
    expect(await verifyClaim(claim('bash', code, 'closed'), context)).toEqual({ status: 'proven' });
  });

  it('is built once per source, list and architecture, into the cache, whole', () => {
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-seccomp-'));
    try {
      const filter = seccompFilter(cache);
      const built = fs.statSync(filter);
      // A BPF program is a whole number of 8-byte instructions, one check at least per refused call.
      const calls = REFUSED.flatMap((refusal) => refusal.calls).length;
      expect(built.size % 8).toBe(0);
      expect(built.size / 8).toBeGreaterThan(calls);
      expect(seccompFilter(cache)).toBe(filter);
      expect(fs.statSync(filter).mtimeMs).toBe(built.mtimeMs);
      expect(fs.readdirSync(cache)).toEqual([path.basename(filter)]);
    } finally {
      fs.rmSync(cache, { recursive: true, force: true });
    }
  });
});
