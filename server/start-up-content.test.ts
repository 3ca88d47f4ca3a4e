import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { syncContent } from './content/import-bank.js';
import type { Db } from './db/database.js';
import { freePort } from './testing/free-port.js';
import { spawnServer, waitFor } from './testing/spawn-server.js';
import { DIALECTS, type Dialect, makeWorkspace } from './testing/test-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** A workspace whose database holds a good import of the fixture content; `breakAfter` then changes things. */
async function goodImport(dialect: Dialect, breakAfter: (db: Db, dir: string) => Promise<void>) {
  const workspace = await makeWorkspace(undefined, dialect);
  cleanups.push(workspace.cleanup);
  const db = await workspace.openDb();
  try {
    await syncContent(db, workspace.contentDir);
    await breakAfter(db, workspace.contentDir);
  } finally {
    await db.destroy();
  }
  const target = workspace.target;
  return { ...workspace, databaseUrl: target.kind === 'sqlite' ? `file:${target.file}` : target.url };
}

/** Starts the real server on the workspace and returns what it printed once it is ready. */
async function startAndServe(workspace: Awaited<ReturnType<typeof goodImport>>) {
  const port = await freePort();
  const server = spawnServer({
    DATABASE_URL: workspace.databaseUrl,
    CONTENT_DIR: workspace.contentDir,
    PORT: String(port),
  });
  try {
    const ready = await Promise.race([
      waitFor(`http://127.0.0.1:${port}/api/ready`, 200, 60_000),
      server.exited.then((code) => Promise.reject(new Error(`exited ${code}:\n${server.output()}`))),
    ]);
    expect(await ready.json()).toMatchObject({ status: true, data: { topics: 2, contentVersion: 1 } });
    const topic = (await (await fetch(`http://127.0.0.1:${port}/api/quiz/1`)).json()) as {
      data: { questions: { question: string }[] };
    };
    // The last good import, unchanged.
    expect(topic.data.questions[0]!.question).toContain('What does');
    return server.output();
  } finally {
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }
}

// Each test starts the real server (tsx compiles it first): seconds each on a busy machine.
describe.each(DIALECTS)('start-up with a good import on %s', { timeout: 120_000 }, (dialect) => {
  it('keeps serving it when topic files are unreadable or hold text no database stores', async () => {
    const workspace = await goodImport(dialect, async (_db, dir) => {
      const alpha = path.join(dir, 'topics', 'alpha.md');
      await fs.writeFile(alpha, (await fs.readFile(alpha, 'utf8')).replace('What does', 'What now does'));
      const json = { id: 9, name: 'Nul', logo: 'simple-icons:git', questions: [] };
      await fs.writeFile(path.join(dir, 'topics', 'nul.json'), JSON.stringify(json).replace('"Nul"', '"N\\u0000ul"'));
      await fs.symlink('gone.md', path.join(dir, 'topics', 'dangling.md'));
      await fs.mkdir(path.join(dir, 'topics', 'x.md'));
    });
    const output = await startAndServe(workspace);
    expect(output).toMatch(/topics\/nul\.json:1: the topic name contains a NUL character/);
    expect(output).toMatch(
      /topics\/dangling\.md:1: this file cannot be read: it is a link to gone\.md, which does not exist/,
    );
    expect(output).toMatch(/topics\/x\.md:1: this file cannot be read: it is a folder/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('keeps serving it when the database refuses an import that passed the checks', async () => {
    const workspace = await goodImport(dialect, async (db, dir) => {
      // A rule of this database that the content checks cannot know about.
      await (
        dialect === 'sqlite'
          ? sql`create trigger refuse before insert on questions when new.question_html like '%now%'
              begin select raise(abort, 'refused by a test rule'); end`
          : sql`alter table questions add constraint refused_by_a_test_rule check (question_html not like '%now%')`
      ).execute(db);
      const alpha = path.join(dir, 'topics', 'alpha.md');
      await fs.writeFile(alpha, (await fs.readFile(alpha, 'utf8')).replace('What does', 'What now does'));
    });
    const output = await startAndServe(workspace);
    expect(output).toContain('The database refused the content import and keeps the previous one');
    expect(output).toMatch(dialect === 'sqlite' ? /refused by a test rule/ : /refused_by_a_test_rule.*\(23514\)/);
  });
});
