import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { SERVER, type ServerProcess, serverEnv, startProcess } from './server-process.js';
import type { BenchRow } from './table.js';
import { separateCpus } from './cpu-pinning.js';
import { compressedAnswer } from './compressed-answer.js';
import { seedTopicCounts } from './feedback-figures.js';
import { type Better, best, bestAndMedian } from './rules.js';
import { startPostgresServer } from './postgres-server.js';

/**
 * The lowest ratio each route may show. On `/api/quiz` (a 334-byte answer) both servers saturate
 * their core: Fastify's fixed cost per request, about twice the bare server's, sets the ratio at
 * 0.55x to 0.6x, so below 0.5x is a regression. On `/api/quiz/1` (14 KB) the load generator's core
 * is the limit for both, and the ratio stays near 1 (docs/decisions/0003-responses-from-memory.md).
 */
const MIN_RATIO: Record<string, number> = { '/api/quiz': 0.5, '/api/quiz/1': 0.85, '/api/answers/1': 0.5 };
const ROUTES = Object.keys(MIN_RATIO);
/** The routes measured on PostgreSQL too (the figures' counts are seeded in the SQLite file only). */
const POSTGRES_ROUTES = ['/api/quiz', '/api/quiz/1'];
/**
 * The rate limit on, as a public site runs (on PostgreSQL, shared by the instances and settled in
 * batches: docs/decisions/0021-shared-limits.md), set so high that no request is refused.
 */
const RATE_LIMIT = '1000000000';
const ROUNDS = 6;
const SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 5);
const CONNECTIONS = 50;

/** `requests` a second, `total` in the run; `client` is the share of one core the load generator used: near 100% it, not the server, sets the pace. */
type Sample = { requests: number; total: number; p50: number; p99: number; client: number };

/**
 * Our API against a bare node:http server sending the very bytes ours sends (captured from it),
 * each in its own process, run alternately so that both see the same machine conditions.
 */
export async function apiBaseline({ withoutLimit = false } = {}): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-baseline-'));
  const limited = (url: string) => ({ ...serverEnv(url), RATE_LIMIT });
  const ours = await startProcess(SERVER, limited(`file:${path.join(tmp, 'bench.sqlite')}`), '/api/ready');
  // Measured on the limiter's routes too: on PostgreSQL (shared), and with the limit off to show its cost.
  const others: { label: string; server: ServerProcess }[] = [];
  const stopAll = () => Promise.all([ours, ...others.map((other) => other.server)].map((server) => server.stop()));
  try {
    const postgres = await startPostgresServer(limited);
    if (postgres) others.push({ label: 'on PostgreSQL, RATE_LIMIT shared,', server: postgres });
    if (withoutLimit) {
      const off = await startProcess(SERVER, serverEnv(`file:${path.join(tmp, 'off.sqlite')}`), '/api/ready');
      others.push({ label: 'RATE_LIMIT=0', server: off });
      const offPostgres = await startPostgresServer(serverEnv);
      if (offPostgres) others.push({ label: 'on PostgreSQL, RATE_LIMIT=0,', server: offPostgres });
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
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
      await stopAll();
      throw error;
    },
  );

  const rows: BenchRow[] = [];
  let unpin = () => {};
  try {
    unpin = separateCpus([ours, bare, ...others.map((other) => other.server)].map((server) => server.child.pid!));
    for (const route of ROUTES) {
      const alsoOn = POSTGRES_ROUTES.includes(route) ? others : [];
      const samples = { ours: [] as Sample[], bare: [] as Sample[], others: alsoOn.map(() => [] as Sample[]) };
      for (let round = 0; round < ROUNDS; round++) {
        samples.ours.push(await measure(ours.port, route));
        for (const [at, other] of alsoOn.entries()) samples.others[at]!.push(await measure(other.server.port, route));
        samples.bare.push(await measure(bare.port, route));
        const [a, b] = [samples.ours.at(-1)!, samples.bare.at(-1)!];
        const more = alsoOn.map((other, at) => `, ${other.label} ${samples.others[at]!.at(-1)!.requests.toFixed(0)}`);
        console.log(
          `API ${route} round ${round + 1} of ${ROUNDS}: ours ${a.requests.toFixed(0)} req/s${more.join('')}, bare ${b.requests.toFixed(0)} req/s ` +
            `(load generator ${a.client.toFixed(0)}% and ${b.client.toFixed(0)}% of a core)`,
        );
      }
      for (const [at, other] of alsoOn.entries()) {
        rows.push({
          figure: `API GET ${route} ${other.label} vs bare node:http (brotli, ${CONNECTIONS} conn, best of ${ROUNDS}x${SECONDS} s) throughput`,
          ...bestAndMedian(
            samples.others[at]!.map((s) => s.requests),
            'higher',
          ),
          unit: 'req/s',
          baseline: best(
            samples.bare.map((s) => s.requests),
            'higher',
          ),
          minRatio: MIN_RATIO[route],
        });
      }
      const of = (list: Sample[], pick: (s: Sample) => number, better: Better) => bestAndMedian(list.map(pick), better);
      const name = `API GET ${route} (RATE_LIMIT on) vs bare node:http (brotli, ${CONNECTIONS} conn, best of ${ROUNDS}x${SECONDS} s)`;
      rows.push(
        {
          figure: `${name} throughput`,
          ...of(samples.ours, (s) => s.requests, 'higher'),
          unit: 'req/s',
          baseline: of(samples.bare, (s) => s.requests, 'higher').value,
          minRatio: MIN_RATIO[route],
        },
        {
          figure: `${name} latency p50`,
          ...of(samples.ours, (s) => s.p50, 'lower'),
          unit: 'ms',
          baseline: of(samples.bare, (s) => s.p50, 'lower').value,
        },
        {
          figure: `${name} latency p99`,
          ...of(samples.ours, (s) => s.p99, 'lower'),
          unit: 'ms',
          baseline: of(samples.bare, (s) => s.p99, 'lower').value,
        },
        {
          figure: `${name} load generator CPU`,
          ...of(samples.ours, (s) => s.client, 'higher'),
          unit: '%',
          baseline: of(samples.bare, (s) => s.client, 'higher').value,
        },
      );
    }
  } finally {
    unpin();
    await Promise.all([stopAll(), bare.stop()]);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return rows;
}

/** One autocannon run of `route` on `port`, with the share of a core the load generator used. */
export async function measure(port: number, route: string): Promise<Sample> {
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
  return {
    requests: result.requests.average,
    total: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    client,
  };
}
