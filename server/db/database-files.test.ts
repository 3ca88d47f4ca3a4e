import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrateToLatest } from './migrations.js';
import { worldReadableWarning } from './private-files.js';

const modeOf = async (file: string) => (await fs.stat(file)).mode & 0o777;

describe('the SQLite files the server makes', () => {
  let root: string | undefined;
  afterEach(() => (root ? fs.rm(root, { recursive: true, force: true }) : undefined));

  it.each([
    ['022', 0o022],
    ['000', 0o000],
  ])('are 0600 in 0700 folders under umask %s, while a folder that exists keeps its mode', async (_, mask) => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-modes-'));
    await fs.chmod(root, 0o755);
    const file = path.join(root, 'data', 'nested', 'quiz.sqlite');
    const umask = process.umask(mask);
    try {
      const db = openDatabase({ kind: 'sqlite', file });
      await migrateToLatest(db);
      await db.insertInto('accounts').values({ id: 'a', display_name: 'a', created_at: 'now' }).execute();
      const modes = {
        file: await modeOf(file),
        wal: await modeOf(`${file}-wal`),
        shm: await modeOf(`${file}-shm`),
        data: await modeOf(path.join(root, 'data')),
        nested: await modeOf(path.dirname(file)),
        existing: await modeOf(root),
      };
      await db.destroy();
      expect(modes).toEqual({ file: 0o600, wal: 0o600, shm: 0o600, data: 0o700, nested: 0o700, existing: 0o755 });
    } finally {
      process.umask(umask);
    }
    expect(worldReadableWarning(file)).toBeUndefined();
  });

  it('says how to close a database file an earlier version left open to every user', async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-modes-'));
    const file = path.join(root, 'quiz.sqlite');
    await fs.writeFile(file, '', { mode: 0o644 });
    await fs.chmod(file, 0o644);
    expect(worldReadableWarning(file)).toBe(
      `The SQLite database ${file} is open to every user of this machine (mode 644); it holds session hashes, ` +
        `passkeys and progress. Run: chmod 600 ${file}*`,
    );
    await fs.chmod(file, 0o640);
    expect(worldReadableWarning(file)).toBeUndefined();
  });
});
