import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../app.js';
import type { DatabaseTarget } from '../config.js';
import { syncContent } from '../content/import-bank.js';
import { type DatabaseObserver, type Db, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';

export const FIXTURE_CONTENT = path.resolve(import.meta.dirname, 'fixture-content');

export type Dialect = 'sqlite' | 'postgres';

/** Every dialect this machine can test: SQLite always, PostgreSQL when the global setup started one. */
export const DIALECTS: Dialect[] = inject('postgresUrl') ? ['sqlite', 'postgres'] : ['sqlite'];

let databases = 0;

async function createPostgresDatabase(): Promise<string> {
  const adminUrl = inject('postgresUrl')!;
  const name = `quiz_test_${process.pid}_${++databases}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  return adminUrl.replace(/\/[^/]*$/, `/${name}`);
}

/** A scratch folder with a copy of some content and a fresh database, removed by cleanup(). */
export async function makeWorkspace(contentSource = FIXTURE_CONTENT, dialect: Dialect = 'sqlite') {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-test-'));
  const contentDir = path.join(root, 'content');
  await fs.cp(contentSource, contentDir, { recursive: true });
  const target: DatabaseTarget =
    dialect === 'sqlite'
      ? { kind: 'sqlite', file: path.join(root, 'test.sqlite') }
      : { kind: 'postgres', url: await createPostgresDatabase() };
  const openDb = async (observer?: DatabaseObserver) => {
    const db = openDatabase(target, observer);
    await migrateToLatest(db);
    return db;
  };
  return { root, contentDir, target, openDb, cleanup: () => fs.rm(root, { recursive: true, force: true }) };
}

type ServerOptions = { contentSource?: string; dialect?: Dialect } & Partial<Omit<AppOptions, 'db'>>;

/** The real server on a real database with the content imported, ready for inject(). */
export async function startTestServer({ contentSource, dialect, ...appOptions }: ServerOptions = {}) {
  const workspace = await makeWorkspace(contentSource, dialect);
  const db: Db = await workspace.openDb(appOptions.metrics?.watchDatabase(workspace.target));
  await syncContent(db, workspace.contentDir);
  const app = await buildApp({ db, clientDir: path.join(workspace.root, 'no-client'), ...appOptions });
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

/** A new migrated database of `dialect` for one test; `cleanups` gets what removes it after the test. */
export async function openTestDb(dialect: Dialect, cleanups: (() => Promise<unknown>)[]) {
  const workspace = await makeWorkspace(undefined, dialect);
  const db = await workspace.openDb();
  cleanups.push(workspace.cleanup, () => db.destroy());
  return db;
}
