import fs from 'node:fs/promises';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../testing/postgres.js';
import { DIALECTS, makeWorkspace } from '../testing/test-server.js';
import { BackupError, backupDatabase } from './backup.js';
import { type Db, openDatabase } from './database.js';
import { migrateTo } from './migrations.js';
import { restoreDatabase } from './restore.js';

const account = (id: string) => ({ id, display_name: id, created_at: '2026-11-26T10:00:00.000Z' });
const accountIds = async (db: Db) =>
  (await db.selectFrom('accounts').select('id').orderBy('id').execute()).map((r) => r.id);

describe.each(DIALECTS)('db:backup and db:restore on %s', (dialect) => {
  const extension = dialect === 'postgres' ? 'dump' : 'sqlite';
  let cleanups: (() => Promise<void>)[] = [];
  beforeAll(() => {
    if (dialect === 'postgres') process.env.PG_BIN ??= findPostgresBin();
  });
  afterEach(async () => {
    for (const cleanup of cleanups) await cleanup();
    cleanups = [];
  });
  const workspace = async () => {
    const made = await makeWorkspace(undefined, dialect);
    cleanups.push(made.cleanup);
    return made;
  };
  /** A live database of ours holding one account, and a check that it still holds only that. */
  const liveWithOneAccount = async () => {
    const live = await workspace();
    const db = await live.openDb();
    await db.insertInto('accounts').values(account('still-here')).execute();
    await db.destroy();
    const unchanged = async () => {
      const after = await live.openDb();
      expect(await accountIds(after)).toEqual(['still-here']);
      await after.destroy();
    };
    return { live, unchanged };
  };

  it('back up while the database is open and in use, restore exactly that state, keep the one it replaced', async () => {
    const live = await workspace();
    const db = await live.openDb();
    await db
      .insertInto('accounts')
      .values([account('kept-1'), account('kept-2')])
      .execute();
    const file = path.join(live.root, 'backups', `copy.${extension}`);
    await backupDatabase(live.target, file);
    expect((await fs.stat(file)).size).toBeGreaterThan(0);

    // After the backup: one account deleted, one added.
    await db.deleteFrom('accounts').where('id', '=', 'kept-1').execute();
    await db.insertInto('accounts').values(account('after-backup')).execute();
    expect(await accountIds(db)).toEqual(['after-backup', 'kept-2']);
    await db.destroy();

    const previous = await restoreDatabase(live.target, file);
    const restored = await live.openDb();
    expect(await accountIds(restored)).toEqual(['kept-1', 'kept-2']);
    await restored.destroy();

    // Beside the database (SQLite) or the backup (PostgreSQL), named by the time; restoring it undoes.
    const beside =
      dialect === 'sqlite' ? (live.target as { file: string }).file : path.join(live.root, 'backups', 'quiz-dojo');
    expect(previous).toMatch(new RegExp(`^${beside}[.-]before-restore-\\d{8}T\\d{6}\\.\\d{3}Z(\\.dump)?$`));
    expect((await fs.stat(previous!)).mode & 0o777).toBe(0o600);
    await restoreDatabase(live.target, previous!);
    const undone = await live.openDb();
    expect(await accountIds(undone)).toEqual(['after-backup', 'kept-2']);
    await undone.destroy();
  });

  it('refuse to restore from what is not a backup, changing nothing', async () => {
    const { live, unchanged } = await liveWithOneAccount();
    const junk = path.join(live.root, 'junk.bin');
    await fs.writeFile(junk, 'not a database');
    await expect(restoreDatabase(live.target, junk)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(live.target, path.join(live.root, 'missing'))).rejects.toThrow(/no backup at/);
    await unchanged();
  });

  it("refuse another application's database, even one with Kysely migrations, changing nothing", async () => {
    const { live, unchanged } = await liveWithOneAccount();
    const other = await workspace();
    const otherDb = openDatabase(other.target);
    const notes = { up: (db: Kysely<unknown>) => db.schema.createTable('notes').addColumn('id', 'text').execute() };
    await new Migrator({
      db: otherDb,
      provider: { getMigrations: async () => ({ '0001_notes': notes }) },
    }).migrateToLatest();
    await otherDb.destroy();
    const file = path.join(other.root, `other.${extension}`);
    await backupDatabase(other.target, file);

    const refused = restoreDatabase(live.target, file);
    await expect(refused).rejects.toThrow(BackupError);
    await expect(refused).rejects.toThrow(
      `${file} is not a Quiz Dojo backup: its migrations (0001_notes) are not ours`,
    );
    await expect(refused).rejects.toThrow(/Nothing was changed; give a file that npm run db:backup made/);
    await unchanged();
    expect(await fs.readdir(live.root)).not.toContainEqual(expect.stringMatching(/before-restore|restoring/));
  });

  it('refuse a backup made by a newer version, changing nothing', async () => {
    const { live, unchanged } = await liveWithOneAccount();
    const newer = await workspace();
    const newerDb = await newer.openDb();
    await sql`insert into kysely_migration (name, "timestamp") values ('0099_future', '2030-01-01T00:00:00.000Z')`.execute(
      newerDb,
    );
    await newerDb.destroy();
    const file = path.join(newer.root, `newer.${extension}`);
    await backupDatabase(newer.target, file);

    await expect(restoreDatabase(live.target, file)).rejects.toThrow(
      /made by a newer version of Quiz Dojo: its migration 0099_future is unknown to this one\. Nothing was changed; restore it with that version/,
    );
    await unchanged();
  });

  it('restore a backup made by an older version, which the migrations bring up to date at start-up', async () => {
    const older = await workspace();
    const olderDb = openDatabase(older.target);
    await migrateTo(olderDb, '0003_accounts');
    await sql`insert into accounts (id, display_name, created_at) values ('from-before', 'x', 'now')`.execute(olderDb);
    await olderDb.destroy();
    const file = path.join(older.root, `older.${extension}`);
    await backupDatabase(older.target, file);

    const { live } = await liveWithOneAccount();
    await restoreDatabase(live.target, file);
    const started = await live.openDb();
    expect(await started.selectFrom('accounts').select(['id', 'sync_version']).execute()).toEqual([
      { id: 'from-before', sync_version: 0 },
    ]);
    await started.destroy();
  });

  it('refuse a backup cut short, changing nothing', async () => {
    const { live, unchanged } = await liveWithOneAccount();
    const file = path.join(live.root, `cut.${extension}`);
    await backupDatabase(live.target, file);
    // Its last 4 KB gone (SQLite: its last page), as when a copy to another machine stops early.
    await fs.truncate(file, (await fs.stat(file)).size - 4096);
    await expect(restoreDatabase(live.target, file)).rejects.toThrow(
      new RegExp(`${file} is damaged: .*\\. Nothing was changed; restore an older backup`),
    );
    await unchanged();
  });

  it('write backups 0600 in a 0700 folder under umask 022; a folder that exists keeps its mode', async () => {
    const live = await workspace();
    await (await live.openDb()).destroy();
    const umask = process.umask(0o022);
    try {
      const file = path.join(live.root, 'new', 'backups', `b.${extension}`);
      await backupDatabase(live.target, file);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      expect((await fs.stat(path.dirname(file))).mode & 0o777).toBe(0o700);
      expect((await fs.stat(path.join(live.root, 'new'))).mode & 0o777).toBe(0o700);
      await fs.mkdir(path.join(live.root, 'shared'), { mode: 0o755 });
      await backupDatabase(live.target, path.join(live.root, 'shared', `b.${extension}`));
      expect((await fs.stat(path.join(live.root, 'shared'))).mode & 0o777).toBe(0o755);
      expect((await fs.stat(path.join(live.root, 'shared', `b.${extension}`))).mode & 0o777).toBe(0o600);
      expect(await fs.readdir(path.join(live.root, 'shared'))).toEqual([`b.${extension}`]);
    } finally {
      process.umask(umask);
    }
  });
});
