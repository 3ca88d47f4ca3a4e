import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWorkspace } from '../testing/test-server.js';
import { backupDatabase } from './backup.js';
import { restoreDatabase } from './restore.js';

const digest = async (file: string) =>
  createHash('sha256')
    .update(await fs.readFile(file))
    .digest('hex');

describe('db:restore on SQLite', () => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(() => cleanup?.());

  /** A live database with one account, a backup of it with another, and the live file's bytes. */
  async function setUp() {
    const workspace = await makeWorkspace();
    cleanup = workspace.cleanup;
    const live = (workspace.target as { file: string }).file;
    const db = await workspace.openDb();
    await db.insertInto('accounts').values({ id: 'in-backup', display_name: 'b', created_at: 'now' }).execute();
    const backup = path.join(workspace.root, 'backups', 'good.sqlite');
    await backupDatabase(workspace.target, backup);
    await db.updateTable('accounts').set({ id: 'live' }).execute();
    await db.destroy();
    return { workspace, live, backup, before: await digest(live), files: await fs.readdir(path.dirname(live)) };
  }

  it('refuses a backup with bytes overwritten inside a page, and the live database keeps every byte', async () => {
    const { workspace, live, backup, before, files } = await setUp();
    const probe = new SQLite(backup, { readonly: true });
    const page = probe.prepare("select rootpage from sqlite_schema where name = 'accounts'").pluck().get() as number;
    const pageSize = probe.pragma('page_size', { simple: true }) as number;
    probe.close();
    const handle = await fs.open(backup, 'r+');
    await handle.write(Buffer.alloc(16, 0xa5), 0, 16, (page - 1) * pageSize);
    await handle.close();

    await expect(restoreDatabase(workspace.target, backup)).rejects.toThrow(
      new RegExp(
        `^${backup} is damaged: SQLite's integrity check says ".+"\\. Nothing was changed; restore an older backup`,
      ),
    );
    expect(await digest(live)).toBe(before);
    expect(await fs.readdir(path.dirname(live))).toEqual(files);
  });

  it('refuses while the database is open elsewhere (a running server), changing nothing', async () => {
    const { workspace, live, backup, before } = await setUp();
    const server = await workspace.openDb();
    try {
      await expect(restoreDatabase(workspace.target, backup)).rejects.toThrow(
        `${live} is in use by another process (a running Quiz Dojo server or a backup). Nothing was changed; stop every instance`,
      );
    } finally {
      await server.destroy();
    }
    expect(await digest(live)).toBe(before);
  });

  it('keeps the replaced database beside it, 0600, and puts the backup in place 0600 under umask 022', async () => {
    const { workspace, live, backup } = await setUp();
    await fs.chmod(live, 0o644); // as made by a version before this one
    const umask = process.umask(0o022);
    try {
      const previous = await restoreDatabase(workspace.target, backup);
      expect(path.dirname(previous!)).toBe(path.dirname(live));
      const kept = new SQLite(previous!, { readonly: true });
      expect(kept.prepare('select id from accounts').pluck().all()).toEqual(['live']);
      kept.close();
      expect((await fs.stat(previous!)).mode & 0o777).toBe(0o600);
      expect((await fs.stat(live)).mode & 0o777).toBe(0o600);
      expect((await fs.readdir(path.dirname(live))).filter((name) => /restoring|-wal|-shm/.test(name))).toEqual([]);

      // Onto a machine without a database yet: its folder is made 0700, and nothing is kept.
      const fresh = path.join(workspace.root, 'new-data', 'quiz.sqlite');
      expect(await restoreDatabase({ kind: 'sqlite', file: fresh }, backup)).toBeUndefined();
      expect((await fs.stat(path.dirname(fresh))).mode & 0o777).toBe(0o700);
      expect((await fs.stat(fresh)).mode & 0o777).toBe(0o600);
    } finally {
      process.umask(umask);
    }
    const restored = await workspace.openDb();
    expect(await restored.selectFrom('accounts').select('id').execute()).toEqual([{ id: 'in-backup' }]);
    await restored.destroy();
  });

  it("restores a backup made by the earlier db:backup (SQLite's online backup of the WAL database)", async () => {
    const { workspace, live } = await setUp();
    const earlier = path.join(workspace.root, 'earlier.sqlite');
    const source = new SQLite(live, { readonly: true });
    await source.backup(earlier);
    source.close();
    await restoreDatabase(workspace.target, earlier);
    const restored = await workspace.openDb();
    expect(await restored.selectFrom('accounts').select('id').execute()).toEqual([{ id: 'live' }]);
    await restored.destroy();
  });
});
