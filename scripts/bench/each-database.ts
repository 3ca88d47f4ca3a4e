import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseTarget } from '../../server/config.js';
import { findPostgresBin, startPostgres } from '../../server/testing/postgres.js';
import type { BenchRow } from './table.js';

/** A bench's rows on a new SQLite file, then on a new PostgreSQL database where PostgreSQL is installed. */
export async function onEachDatabase(
  name: string,
  run: (label: string, target: DatabaseTarget) => Promise<BenchRow[]>,
): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `quiz-dojo-${name}-bench-`));
  try {
    const rows = await run('SQLite', { kind: 'sqlite', file: path.join(tmp, 'bench.sqlite') });
    if (findPostgresBin()) {
      const cluster = await startPostgres();
      try {
        rows.push(...(await run('PostgreSQL', { kind: 'postgres', url: await cluster.createDatabase() })));
      } finally {
        cluster.destroy();
      }
    }
    return rows;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
