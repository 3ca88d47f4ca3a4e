import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { syncContent } from '../content/import-bank.js';
import { type Db, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';

export const FIXTURE_CONTENT = path.resolve(import.meta.dirname, 'fixture-content');

/** A scratch folder holding a copy of some content and a real SQLite file, removed by cleanup(). */
export async function makeWorkspace(contentSource = FIXTURE_CONTENT) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-test-'));
  const contentDir = path.join(root, 'content');
  await fs.cp(contentSource, contentDir, { recursive: true });
  const dbFile = path.join(root, 'test.sqlite');
  const openDb = async () => {
    const db = openDatabase({ kind: 'sqlite', file: dbFile });
    await migrateToLatest(db);
    return db;
  };
  return { root, contentDir, dbFile, openDb, cleanup: () => fs.rm(root, { recursive: true, force: true }) };
}

/** The real server on a real SQLite file with the content imported, ready for inject(). */
export async function startTestServer(
  options: { contentSource?: string; clientDir?: string; publicUrl?: string } = {},
) {
  const workspace = await makeWorkspace(options.contentSource);
  const db: Db = await workspace.openDb();
  await syncContent(db, workspace.contentDir);
  const clientDir = options.clientDir ?? path.join(workspace.root, 'no-client');
  const app = await buildApp({ db, clientDir, publicUrl: options.publicUrl });
  return {
    app,
    db,
    workspace,
    close: async () => {
      await app.close();
      await db.destroy();
      await workspace.cleanup();
    },
  };
}
