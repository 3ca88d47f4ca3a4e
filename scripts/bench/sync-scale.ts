import fs from 'node:fs';
import { sql } from 'kysely';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { findPostgresBin, startPostgres } from '../../server/testing/postgres.js';
import { postSync, signedInAccount } from '../../server/testing/sync-session.js';
import { processCpuMs, SERVER, serverEnv, startProcess, type ServerProcess } from './server-process.js';
import { upload } from './sync-load.js';
import type { BenchRow } from './table.js';

const LEARNERS = 200;
const SYNCS_EACH = 5;

/**
 * What one PostgreSQL costs a sync (docs/decisions, "Beyond one database"): the sync load of
 * sync-load.ts, 200 learners at once with 5 uploads each, against one and then two instances on one
 * PostgreSQL, with the CPU time PostgreSQL's processes and the instances spent on it and the rows an
 * upload leaves. On two shared cores the two instances compete with PostgreSQL and the bench for
 * them, so throughput says little; the CPU time per sync is what extrapolates to a bigger machine.
 * Usage: npx tsx scripts/bench/sync-scale.ts (also in npm run bench).
 */
export async function syncScaleRuns(): Promise<BenchRow[]> {
  if (!findPostgresBin()) return [];
  const cluster = await startPostgres();
  try {
    const rows: BenchRow[] = [];
    for (const instances of [1, 2])
      rows.push(...(await scaleRun(instances, await cluster.createDatabase(), cluster.dir)));
    return rows;
  } finally {
    cluster.destroy();
  }
}

async function scaleRun(count: number, url: string, dataDir: string): Promise<BenchRow[]> {
  const db = openDatabase({ kind: 'postgres', url });
  await migrateToLatest(db);
  const cookies: string[] = [];
  for (let index = 0; index < LEARNERS; index++) cookies.push((await signedInAccount(db)).cookie);
  const servers: ServerProcess[] = [];
  try {
    for (let index = 0; index < count; index++) servers.push(await startProcess(SERVER, serverEnv(url), '/api/ready'));
    const topic = (await (await fetch(`http://127.0.0.1:${servers[0]!.port}/api/quiz/1`)).json()) as {
      data: { questions: { id: string; options: string[] }[] };
    };
    const questions = topic.data.questions;
    const before = {
      postgres: postgresCpuMs(dataDir),
      servers: servers.map((server) => processCpuMs(server.child.pid!)),
    };
    const rowsBefore = await recordCount(db);
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    await Promise.all(
      cookies.map(async (cookie, learner) => {
        const port = servers[learner % count]!.port;
        for (let n = 0; n < SYNCS_EACH; n++) {
          const begin = performance.now();
          const answer = await postSync(port, cookie, upload(n, questions)).catch(() => undefined);
          latencies.push(performance.now() - begin);
          if (answer?.status !== 200) failures++;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const syncs = latencies.length;
    const postgresMs = postgresCpuMs(dataDir) - before.postgres;
    const serverMs = servers.reduce(
      (sum, server, index) => sum + processCpuMs(server.child.pid!) - before.servers[index]!,
      0,
    );
    const written = (await recordCount(db)) - rowsBefore;
    latencies.sort((a, b) => a - b);
    const name = `PostgreSQL sync on ${count} instance${count > 1 ? 's' : ''}: ${LEARNERS} learners at once, ${SYNCS_EACH} uploads each`;
    return [
      { figure: `${name}, syncs per second`, value: syncs / seconds, unit: 'syncs/s' },
      { figure: `${name}, latency p99`, value: latencies[Math.floor(syncs * 0.99)]!, unit: 'ms' },
      { figure: `${name}, PostgreSQL CPU per sync`, value: postgresMs / syncs, unit: 'ms' },
      { figure: `${name}, instances' CPU per sync`, value: serverMs / syncs, unit: 'ms' },
      { figure: `${name}, sync records stored per upload`, value: written / syncs, unit: '' },
      { figure: `${name}, disk per stored record with the kept views`, value: await bytesPerRecord(db), unit: 'B' },
      { figure: `${name}, errors + non-200`, value: failures, unit: '', budget: 0 },
    ];
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await db.destroy();
  }
}

async function recordCount(db: ReturnType<typeof openDatabase>): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from sync_records`.execute(db);
  return Number(rows[0]!.n);
}

/** What a stored record and its share of the kept views take on disk, indexes included. */
async function bytesPerRecord(db: ReturnType<typeof openDatabase>): Promise<number> {
  const { rows } = await sql<{
    bytes: string;
  }>`select pg_total_relation_size('sync_records') + pg_total_relation_size('sync_views') as bytes`.execute(db);
  return Number(rows[0]!.bytes) / (await recordCount(db));
}

/** Every PostgreSQL process of the cluster: the postmaster, the backends it reaped, and those still running. */
function postgresCpuMs(dataDir: string): number {
  const postmaster = Number(fs.readFileSync(`${dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  let total = processCpuMs(postmaster, true);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.split(') ')[1]!.split(' ')[1]) === postmaster) total += processCpuMs(Number(entry));
    } catch {
      // A backend that exited while this ran: the postmaster counts it once it reaps it.
    }
  }
  return total;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { printMachineLoad } = await import('./machine-load.js');
  const { printTable } = await import('./table.js');
  printMachineLoad('start');
  printTable(await syncScaleRuns());
  printMachineLoad('end');
}
