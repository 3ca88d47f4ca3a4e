import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readQuizData } from '../api/quiz-store.js';
import type { Db } from '../db/database.js';
import { DIALECTS, makeWorkspace } from '../testing/test-server.js';
import { importBank, syncContent } from './import-bank.js';
import { loadBank } from './load-bank.js';
import { ContentError } from './types.js';

describe.each(DIALECTS)('on %s', (dialect) => {
  const opened: { db: Db; cleanup: () => Promise<void> }[] = [];
  afterEach(async () => {
    for (const { db, cleanup } of opened.splice(0)) {
      await db.destroy();
      await cleanup();
    }
  });

  async function setUp() {
    const workspace = await makeWorkspace(undefined, dialect);
    const db = await workspace.openDb();
    opened.push({ db, cleanup: workspace.cleanup });
    return { ...workspace, db };
  }

  const questionIds = async (db: Db) => (await readQuizData(db)).topics.flatMap((t) => t.questions.map((q) => q.id));

  describe('syncContent', () => {
    it('imports the files into an empty database', async () => {
      const { db, contentDir } = await setUp();
      expect((await syncContent(db, contentDir)).imported).toBe(true);
      const data = await readQuizData(db);
      expect(data.topics.map((t) => [t.id, t.name, t.questions.length])).toEqual([
        [1, 'Alpha', 2],
        [7, 'Beta <Topic>', 1],
      ]);
    });

    it('leaves the data alone when the content has not changed', async () => {
      const { db, contentDir } = await setUp();
      await syncContent(db, contentDir);
      const before = await readQuizData(db);
      expect((await syncContent(db, contentDir)).imported).toBe(false);
      expect((await readQuizData(db)).version).toBe(before.version);
    });

    it('re-imports a changed file and keeps question ids stable', async () => {
      const { db, contentDir } = await setUp();
      await syncContent(db, contentDir);
      const ids = await questionIds(db);
      const file = path.join(contentDir, 'topics', 'alpha.md');
      await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('What does', 'What exactly does'));
      expect((await syncContent(db, contentDir)).imported).toBe(true);
      expect(await questionIds(db)).toEqual(ids);
      expect((await readQuizData(db)).topics[0]!.questions[0]!.question).toContain('What exactly does');
    });

    it('changes nothing in the database when a file is broken', async () => {
      const { db, contentDir } = await setUp();
      await syncContent(db, contentDir);
      const before = await readQuizData(db);
      const alpha = path.join(contentDir, 'topics', 'alpha.md');
      await fs.writeFile(alpha, (await fs.readFile(alpha, 'utf8')).replace('What does', 'What now does'));
      const beta = path.join(contentDir, 'topics', 'beta.md');
      await fs.writeFile(beta, (await fs.readFile(beta, 'utf8')).replace('- [x] 404', '- [ ] 404'));
      await expect(syncContent(db, contentDir)).rejects.toBeInstanceOf(ContentError);
      expect(await readQuizData(db)).toEqual(before);
    });

    it('removes a topic whose file was deleted', async () => {
      const { db, contentDir } = await setUp();
      await syncContent(db, contentDir);
      await fs.rm(path.join(contentDir, 'topics', 'beta.md'));
      await syncContent(db, contentDir);
      expect((await readQuizData(db)).topics.map((t) => t.id)).toEqual([1]);
    });

    it('rolls the whole import back when the database refuses part of it', async () => {
      const { db, contentDir } = await setUp();
      await syncContent(db, contentDir);
      const before = await readQuizData(db);
      const bank = await loadBank(contentDir);
      // Two questions with one id: the insert fails after the old rows were already deleted.
      bank.topics[1]!.questions[0]!.id = bank.topics[0]!.questions[0]!.id;
      bank.hash = 'changed';
      await expect(importBank(db, bank)).rejects.toThrow(/UNIQUE constraint failed|duplicate key value/);
      expect(await readQuizData(db)).toEqual(before);
    });
  });
});
