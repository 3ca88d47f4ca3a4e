import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { findPostgresBin, startPostgres } from '../../server/testing/postgres.js';
import { rssMb, SERVER, serverEnv, startProcess } from './server-process.js';
import type { BenchRow } from './table.js';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 20);

/** Loads the built server, in its own process, as a client would: 50 connections, 20 s a route. */
export async function loadRuns(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-bench-'));
  rows.push(...(await loadOne('SQLite', `file:${path.join(tmp, 'bench.sqlite')}`)));
  if (findPostgresBin()) {
    const cluster = await startPostgres();
    try {
      rows.push(...(await loadOne('PostgreSQL', await cluster.createDatabase())));
    } finally {
      cluster.destroy();
    }
  } else {
    console.warn('PostgreSQL not installed: load run on SQLite only');
  }
  fs.rmSync(tmp, { recursive: true, force: true });
  return rows;
}

async function loadOne(label: string, databaseUrl: string): Promise<BenchRow[]> {
  const server = await startProcess(SERVER, serverEnv(databaseUrl), '/api/ready');
  const rows: BenchRow[] = [
    { figure: `${label} server RSS at rest`, value: await rssMb(server.child.pid!), unit: 'MB' },
  ];
  try {
    for (const route of ['/api/quiz', '/api/quiz/1']) {
      const result = await autocannon({
        url: `http://127.0.0.1:${server.port}${route}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      const name = `${label} GET ${route} (${CONNECTIONS} conn, ${SECONDS} s)`;
      rows.push(
        { figure: `${name} throughput`, value: result.requests.average, unit: 'req/s' },
        { figure: `${name} latency p50`, value: result.latency.p50, unit: 'ms' },
        { figure: `${name} latency p99`, value: result.latency.p99, unit: 'ms' },
        {
          figure: `${name} errors + non-2xx`,
          value: result.errors + result.timeouts + result.non2xx,
          unit: '',
          budget: 0,
        },
      );
    }
    rows.push({ figure: `${label} server RSS after load`, value: await rssMb(server.child.pid!), unit: 'MB' });
  } finally {
    await server.stop();
  }
  return rows;
}
