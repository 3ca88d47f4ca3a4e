import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../server/testing/free-port.js';
import { measure } from './api-baseline.js';
import { separateCpus } from './cpu-pinning.js';
import { bestAndMedian } from './rules.js';
import { SERVER, serverEnv, startProcess } from './server-process.js';
import type { BenchRow } from './table.js';

/** The API's two hot routes: the topic list (334 bytes, Fastify's fixed cost dominates) and a topic. */
const ROUTES = ['/api/quiz', '/api/quiz/1'];
const ROUNDS = 6;
/** Metrics on may cost a hook and a map look-up per request: at most a tenth of the throughput. */
const MIN_RATIO = 0.9;

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
      const samples = { on: [] as number[], off: [] as number[] };
      for (let round = 0; round < ROUNDS; round++) {
        samples.on.push((await measure(on.port, route)).requests);
        samples.off.push((await measure(off.port, route)).requests);
        console.log(
          `Metrics ${route} round ${round + 1} of ${ROUNDS}: on ${samples.on.at(-1)!.toFixed(0)} req/s, ` +
            `off ${samples.off.at(-1)!.toFixed(0)} req/s`,
        );
      }
      rows.push({
        figure: `API GET ${route} with metrics on vs off (best of ${ROUNDS} rounds) throughput`,
        ...bestAndMedian(samples.on, 'higher'),
        unit: 'req/s',
        baseline: bestAndMedian(samples.off, 'higher').value,
        minRatio: MIN_RATIO,
      });
    }
  } finally {
    unpin();
    await Promise.all([on.stop(), off.stop()]);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}
