// `npx tsx scripts/bench/database-file-costs.ts`: the figures of docs/decisions/0015-accounts.md,
// "The database file and its backups": what secure_delete costs the two writes that delete most (a
// content re-import, an account with a lot of progress), the checkpoint after an account's deletion,
// and a backup by VACUUM INTO against SQLite's page-by-page online backup. Medians of ROUNDS.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { syncContent } from '../../server/content/import-bank.js';
import { type Db, eraseFromLog, openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { generateContent } from './generate-content.js';
import { printMachineLoad } from './machine-load.js';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const RECORDS = 5_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-file-costs-'));
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const walBytes = (file: string) => fs.statSync(`${file}-wal`).size;
const figures = new Map<string, number[]>();
const record = (name: string, value: number) => figures.set(name, [...(figures.get(name) ?? []), value]);

async function timed(run: () => Promise<unknown> | unknown): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function heavyAccount(db: Db) {
  await db.insertInto('accounts').values({ id: 'heavy', display_name: 'Heavy', created_at: 'now' }).execute();
  for (let at = 0; at < RECORDS; at += 500) {
    const rows = Array.from({ length: 500 }, (_, n) => ({
      account_id: 'heavy',
      kind: 'answer',
      key: `question-${at + n}`,
      value: JSON.stringify({ chosen: 'b', correct: true, at: Date.now(), first: { chosen: 'a', correct: false } }),
    }));
    await db.insertInto('sync_records').values(rows).execute();
  }
}

printMachineLoad('start');
try {
  const bankA = generateContent(path.join(tmp, 'a'), 10_000, 900);
  const bankB = generateContent(path.join(tmp, 'b'), 10_000, 901);
  for (let round = 0; round < ROUNDS; round++) {
    for (const mode of ['OFF', 'FAST', 'ON']) {
      const file = path.join(tmp, `${mode}-${round}.sqlite`);
      const db = openDatabase({ kind: 'sqlite', file });
      await sql.raw(`pragma secure_delete = ${mode}`).execute(db);
      await migrateToLatest(db);
      await syncContent(db, bankA);
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      record(`re-import of 10,000 questions, secure_delete ${mode} (ms)`, await timed(() => syncContent(db, bankB)));
      record(`re-import of 10,000 questions, secure_delete ${mode} (log KB)`, walBytes(file) / 1024);
      await heavyAccount(db);
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
      const deleting = () => db.deleteFrom('accounts').where('id', '=', 'heavy').execute();
      record(`deleting an account of ${RECORDS} records, secure_delete ${mode} (ms)`, await timed(deleting));
      record(`deleting an account of ${RECORDS} records, secure_delete ${mode} (log KB)`, walBytes(file) / 1024);
      if (mode === 'ON') {
        // The checkpoint after a deletion as it runs in the server: the log holds the account's rows too.
        await heavyAccount(db);
        await deleting();
        record(
          `checkpoint after that deletion, log of ${(walBytes(file) / 1024).toFixed(0)} KB (ms)`,
          await timed(() => eraseFromLog(db)),
        );
      }
      await db.destroy();
      if (mode !== 'ON') continue;
      const source = new SQLite(file, { readonly: true });
      record('backup, online backup API (ms)', await timed(() => source.backup(path.join(tmp, `api-${round}`))));
      record(
        'backup, VACUUM INTO (ms)',
        await timed(() => source.prepare('vacuum into ?').run(path.join(tmp, `vac-${round}`))),
      );
      source.close();
      record('database size (KB)', fs.statSync(file).size / 1024);
    }
  }
  for (const [name, values] of figures) {
    console.log(`${name}: median ${median(values).toFixed(1)} (${values.map((value) => value.toFixed(0)).join(', ')})`);
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
  printMachineLoad('end');
}
