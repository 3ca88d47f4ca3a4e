import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER, serverEnv, startProcess } from './server-process.js';
import type { BenchRow } from './table.js';
import { separateCpus } from './cpu-pinning.js';
import { compressedAnswer } from './compressed-answer.js';
import { seedTopicCounts } from './feedback-figures.js';

/**
 * The lowest ratio each route may show. On `/api/quiz` (a 334-byte answer) both servers saturate
 * their core: Fastify's fixed cost per request, about twice the bare server's, sets the ratio at
 * 0.55x to 0.6x, so below 0.5x is a regression. On `/api/quiz/1` (14 KB) the load generator's core
 * is the limit for both, and the ratio stays near 1 (docs/decisions/0003-responses-from-memory.md).
 */
const MIN_RATIO: Record<string, number> = { '/api/quiz': 0.5, '/api/quiz/1': 0.85, '/api/answers/1': 0.5 };
const ROUTES = Object.keys(MIN_RATIO);
const ROUNDS = 6;
const SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 5);
const CONNECTIONS = 50;

/** `client` is the share of one core the load generator used: near 100% it, not the server, sets the pace. */
type Sample = { requests: number; p50: number; p99: number; client: number };

/**
 * Our API against a bare node:http server sending the very bytes ours sends (captured from it),
 * each in its own process, run alternately so that both see the same machine conditions.
 */
export async function apiBaseline(): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-baseline-'));
  const ours = await startProcess(SERVER, serverEnv(`file:${path.join(tmp, 'bench.sqlite')}`), '/api/ready');
  // Every question of topic 1 past the figures' threshold, so /api/answers/1 sends them all (docs/decisions/0017).
  await seedTopicCounts(path.join(tmp, 'bench.sqlite'), 1);
  const captured: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const route of ROUTES) {
    const { headers, body } = await compressedAnswer(`http://127.0.0.1:${ours.port}${route}`);
    captured[route] = { headers, body: body.toString('base64') };
  }
  const file = path.join(tmp, 'captured.json');
  fs.writeFileSync(file, JSON.stringify(captured));
  const bare = await startProcess(['scripts/bench/bare-server.js', file], {}, ROUTES[0]!).catch(
    async (error: unknown) => {
      await ours.stop();
      throw error;
    },
  );

  const rows: BenchRow[] = [];
  let unpin = () => {};
  try {
    unpin = separateCpus([ours.child.pid!, bare.child.pid!]);
    for (const route of ROUTES) {
      const samples: { ours: Sample[]; bare: Sample[] } = { ours: [], bare: [] };
      for (let round = 0; round < ROUNDS; round++) {
        samples.ours.push(await measure(ours.port, route));
        samples.bare.push(await measure(bare.port, route));
      }
      const mean = (list: Sample[], pick: (s: Sample) => number) =>
        list.reduce((sum, s) => sum + pick(s), 0) / list.length;
      const middle = medianPair(samples.ours, samples.bare);
      const name = `API GET ${route} vs bare node:http (brotli, ${CONNECTIONS} conn, ${ROUNDS}x${SECONDS} s each)`;
      rows.push(
        {
          figure: `${name} throughput, median round`,
          value: middle.ours.requests,
          unit: 'req/s',
          baseline: middle.bare.requests,
          minRatio: MIN_RATIO[route],
        },
        {
          figure: `${name} latency p50`,
          value: mean(samples.ours, (s) => s.p50),
          unit: 'ms',
          baseline: mean(samples.bare, (s) => s.p50),
        },
        {
          figure: `${name} latency p99`,
          value: mean(samples.ours, (s) => s.p99),
          unit: 'ms',
          baseline: mean(samples.bare, (s) => s.p99),
        },
        {
          figure: `${name} load generator CPU`,
          value: mean(samples.ours, (s) => s.client),
          unit: '%',
          baseline: mean(samples.bare, (s) => s.client),
        },
      );
    }
  } finally {
    unpin();
    await Promise.all([ours.stop(), bare.stop()]);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}

/**
 * Each round measures ours, then the baseline, back to back; the machine's state drifts between
 * rounds (one 8 s round measured 0.76x, the next 0.94x), so the figure is the round with the median
 * ratio, the lower of the two middle ones.
 */
function medianPair(ours: Sample[], bare: Sample[]) {
  const pairs = ours.map((sample, round) => ({ ours: sample, bare: bare[round]! }));
  pairs.sort((a, b) => a.ours.requests / a.bare.requests - b.ours.requests / b.bare.requests);
  return pairs[Math.floor((pairs.length - 1) / 2)]!;
}

async function measure(port: number, route: string): Promise<Sample> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${route}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'accept-encoding': 'br' },
  });
  if (result.non2xx + result.errors > 0)
    throw new Error(`${route} on port ${port}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  const used = process.cpuUsage(cpu);
  const client = ((used.user + used.system) / 1000 / (performance.now() - started)) * 100;
  return { requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, client };
}
