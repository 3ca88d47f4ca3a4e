import { execFileSync } from 'node:child_process';

/**
 * Puts the load generator (this process) on one CPU and the servers under test on another, so
 * that neither takes the other's core and our server and the baseline run under the same
 * conditions. Returns the undo. Where taskset is missing or only one CPU is allowed, it does
 * nothing and says so.
 */
export function separateCpus(serverPids: number[]): () => void {
  const cpus = allowedCpus();
  if (cpus.length < 2) {
    console.warn('Load generator and servers share the CPUs (taskset missing, or one CPU)');
    return () => {};
  }
  const all = cpus.join(',');
  pin(process.pid, String(cpus[0]));
  for (const pid of serverPids) pin(pid, String(cpus[1]));
  return () => pin(process.pid, all);
}

function allowedCpus(): number[] {
  try {
    return parseAffinity(execFileSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' }));
  } catch {
    return [];
  }
}

/** `taskset -c -p` prints e.g. "pid 42's current affinity list: 0-3,5"; anything unreadable is no CPU. */
export function parseAffinity(output: string): number[] {
  return (output.split(':').pop() ?? '')
    .trim()
    .split(',')
    .flatMap((part) => {
      const range = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
      if (!range) return [];
      const from = Number(range[1]);
      const to = Number(range[2] ?? range[1]);
      return to < from ? [] : Array.from({ length: to - from + 1 }, (_, index) => from + index);
    });
}

/** Every thread of the process (-a): V8's and libuv's helpers too. */
function pin(pid: number, cpus: string) {
  execFileSync('taskset', ['-a', '-c', '-p', cpus, String(pid)], { stdio: 'ignore' });
}
