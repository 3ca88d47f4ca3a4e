import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/testing/free-port.js';
import { measure } from './api-baseline.js';
import { separateCpus } from './cpu-pinning.js';
import { bestAndMedian } from './rules.js';
import { processCpuMs, SERVER, serverEnv, startProcess } from './server-process.js';
import type { BenchRow } from './table.js';

/** The API's two hot routes: the topic list (334 bytes, Fastify's fixed cost dominates) and a topic. */
const ROUTES = ['/api/quiz', '/api/quiz/1'];
const ROUNDS = 6;
/**
 * Metrics on cost a hook a request, about 0.5 µs (docs/decisions/0022-metrics.md), against 33 µs or
 * more of CPU a request: at most a tenth more. Throughput is shown without a floor: on a busy
 * machine it moves by a fifth between rounds of the same server, far more than the hook costs.
 */
const MAX_CPU_RATIO = 1.1;
/** CPU seconds a process has used, user and system. */
const cpuSecondsOf = (pid: number) => processCpuMs(pid) / 1000;

type Run = { requests: number; cpuMicroseconds: number };

/**
 * One run's throughput and the server's CPU time per request: on a busy machine the throughput
 * follows whatever else runs, the CPU a request costs much less so.
 */
async function run(server: { port: number; child: { pid?: number } }, route: string): Promise<Run> {
  const before = cpuSecondsOf(server.child.pid!);
  const sample = await measure(server.port, route);
  const used = cpuSecondsOf(server.child.pid!) - before;
  return { requests: sample.requests, cpuMicroseconds: (used * 1e6) / sample.total };
}

/**
 * What metrics cost a request: the built server with METRICS_PORT and METRICS_TOKEN set against the
 * same server without them, each in its own process on its own database, in alternating rounds.
 */
export async function metricsCostRuns(): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-metrics-cost-'));
  const env = (name: string) => serverEnv(`file:${path.join(tmp, `${name}.sqlite`)}`);
  const metricsEnv = { METRICS_PORT: String(await freePort()), METRICS_TOKEN: 'bench'.repeat(8) };
  const off = await startProcess(SERVER, env('off'), '/api/ready');
  const on = await startProcess(SERVER, { ...env('on'), ...metricsEnv }, '/api/ready').catch(async (error: unknown) => {
    await off.stop();
    throw error;
  });
  const unpin = separateCpus([off.child.pid!, on.child.pid!]);
  const rows: BenchRow[] = [];
  try {
    for (const route of ROUTES) {
      const runs = { on: [] as Run[], off: [] as Run[] };
      for (let round = 0; round < ROUNDS; round++) {
        runs.on.push(await run(on, route));
        runs.off.push(await run(off, route));
        const [a, b] = [runs.on.at(-1)!, runs.off.at(-1)!];
        console.log(
          `Metrics ${route} round ${round + 1} of ${ROUNDS}: on ${a.requests.toFixed(0)} req/s ` +
            `(${a.cpuMicroseconds.toFixed(1)} µs CPU each), off ${b.requests.toFixed(0)} req/s (${b.cpuMicroseconds.toFixed(1)} µs)`,
        );
      }
      const name = `API GET ${route} with metrics on vs off (best of ${ROUNDS} rounds)`;
      const of = (list: Run[], pick: (r: Run) => number, better: 'higher' | 'lower') =>
        bestAndMedian(list.map(pick), better);
      rows.push(
        {
          figure: `${name} throughput`,
          ...of(runs.on, (r) => r.requests, 'higher'),
          unit: 'req/s',
          baseline: of(runs.off, (r) => r.requests, 'higher').value,
        },
        {
          figure: `${name} server CPU per request`,
          ...of(runs.on, (r) => r.cpuMicroseconds, 'lower'),
          unit: 'µs',
          baseline: of(runs.off, (r) => r.cpuMicroseconds, 'lower').value,
          maxRatio: MAX_CPU_RATIO,
        },
      );
    }
  } finally {
    unpin();
    await Promise.all([on.stop(), off.stop()]);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}
