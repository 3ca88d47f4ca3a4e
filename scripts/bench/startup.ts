import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SERVER, serverEnv, startProcess } from './server-process.js';
import { best, bestAndMedian } from './rules.js';
import type { BenchRow } from './table.js';

const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const BARE_START = ['scripts/bench/bare-start.js'];
/**
 * How many times the bare server's start ours may take, best run against best run. Ours also
 * migrates, fingerprints the content, reads the bank into memory and loads kysely, zod and ajv;
 * on a new database it also parses, checks and imports the bundled bank (README, "Scripts").
 */
const MAX_RATIO = { existing: 4, new: 10 };

/**
 * From spawning a server to its first answered `GET /api/quiz/1`: ours on a new and on an existing
 * database, and the bare baseline (scripts/bench/bare-start.js) on that same database, one after
 * the other in each of START_RUNS rounds so that all three meet the same machine. Each is judged
 * on its best round (scripts/bench/rules.ts).
 */
export async function startupRuns(): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-startup-'));
  const file = path.join(tmp, 'start.sqlite');
  const env = serverEnv(`file:${file}`);
  const timeStart = async (args: string[]) => {
    const started = performance.now();
    const server = await startProcess(args, env, '/api/quiz/1');
    const elapsed = performance.now() - started;
    await server.stop();
    return elapsed;
  };
  const runs = { new: [] as number[], existing: [] as number[], bare: [] as number[] };
  try {
    for (let round = 0; round < START_RUNS; round++) {
      for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
      runs.new.push(await timeStart(SERVER));
      runs.existing.push(await timeStart(SERVER));
      runs.bare.push(await timeStart(BARE_START));
      const [ours, again, bare] = [runs.new, runs.existing, runs.bare].map((list) => list.at(-1)!.toFixed(0));
      console.log(
        `Cold start round ${round + 1} of ${START_RUNS}: new database ${ours} ms, existing ${again} ms, bare ${bare} ms`,
      );
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const bare = best(runs.bare, 'lower');
  const row = (label: string, values: number[], maxRatio: number): BenchRow => ({
    figure: `cold start to first answer, ${label}, best of ${START_RUNS}, vs a bare Fastify server on that database`,
    ...bestAndMedian(values, 'lower'),
    unit: 'ms',
    baseline: bare,
    maxRatio,
  });
  return [
    row('new database (imports the bundled bank)', runs.new, MAX_RATIO.new),
    row('existing database', runs.existing, MAX_RATIO.existing),
  ];
}
