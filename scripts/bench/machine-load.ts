import fs from 'node:fs';
import os from 'node:os';

/**
 * The machine's load as /proc/loadavg gives it (1, 5 and 15 minute averages, running/total
 * tasks), printed at a bench's start and end so a reader can tell a quiet run from a busy one.
 */
export function printMachineLoad(when: 'start' | 'end') {
  let load: string;
  try {
    load = fs.readFileSync('/proc/loadavg', 'utf8').trim();
  } catch {
    load = `${os
      .loadavg()
      .map((average) => average.toFixed(2))
      .join(' ')} (no /proc/loadavg)`;
  }
  console.log(`Machine load at the ${when}: ${load} on ${os.availableParallelism()} CPUs`);
}
