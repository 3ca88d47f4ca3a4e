import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { syncContent } from '../../server/content/import-bank.js';
import { openDatabase } from '../../server/db/database.js';
import { migrateToLatest } from '../../server/db/migrations.js';
import { generateContent } from './generate-content.js';
import { SERVER, serverEnv, startProcess } from './server-process.js';
import type { BenchRow } from './table.js';

const IMPORT_QUESTIONS = 10_000;

/** From spawning the built server to its first answered API request, on a new and on an existing database. */
export async function startupRuns(): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-startup-'));
  const env = serverEnv(`file:${path.join(tmp, 'start.sqlite')}`);
  const timeStart = async () => {
    const started = performance.now();
    const server = await startProcess(SERVER, env, '/api/quiz/1');
    const elapsed = performance.now() - started;
    await server.stop();
    return elapsed;
  };
  try {
    const first = await timeStart();
    const again = await timeStart();
    return [
      {
        figure: 'cold start to first answer, new database (imports the bundled bank)',
        value: first,
        unit: 'ms',
        budget: 1000,
      },
      { figure: 'cold start to first answer, existing database', value: again, unit: 'ms', budget: 1000 },
    ];
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** Parsing, validating and importing a generated bank of 10,000 questions into a new SQLite file. */
export async function importRun(): Promise<BenchRow[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-import-'));
  try {
    const contentDir = generateContent(path.join(tmp, 'content'), IMPORT_QUESTIONS);
    const db = openDatabase({ kind: 'sqlite', file: path.join(tmp, 'import.sqlite') });
    await migrateToLatest(db);
    const started = performance.now();
    const result = await syncContent(db, contentDir);
    const elapsed = performance.now() - started;
    await db.destroy();
    if (!result.imported) throw new Error('the generated bank was not imported');
    return [
      {
        figure: `import of ${IMPORT_QUESTIONS.toLocaleString('en')} generated questions into SQLite`,
        value: elapsed,
        unit: 'ms',
        budget: 3000,
      },
    ];
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
