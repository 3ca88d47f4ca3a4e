import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findPostgresBin } from '../testing/postgres.js';
import { DIALECTS, makeWorkspace } from '../testing/test-server.js';
import { BackupError, backupDatabase, restoreDatabase } from './backup.js';
import type { Db } from './database.js';

const account = (id: string) => ({ id, display_name: id, created_at: '2026-11-26T10:00:00.000Z' });
const accountIds = async (db: Db) =>
  (await db.selectFrom('accounts').select('id').orderBy('id').execute()).map((r) => r.id);

describe.each(DIALECTS)('db:backup and db:restore on %s', (dialect) => {
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(() => cleanup?.());

  it('back up while the database is open and in use, and restore exactly that state', async () => {
    if (dialect === 'postgres') process.env.PG_BIN ??= findPostgresBin();
    const workspace = await makeWorkspace(undefined, dialect);
    cleanup = workspace.cleanup;
    const db = await workspace.openDb();
    await db
      .insertInto('accounts')
      .values([account('kept-1'), account('kept-2')])
      .execute();
    const file = path.join(workspace.root, 'backups', `copy.${dialect === 'postgres' ? 'dump' : 'sqlite'}`);
    await backupDatabase(workspace.target, file);
    expect((await fs.stat(file)).size).toBeGreaterThan(0);

    // After the backup: one account deleted, one added.
    await db.deleteFrom('accounts').where('id', '=', 'kept-1').execute();
    await db.insertInto('accounts').values(account('after-backup')).execute();
    expect(await accountIds(db)).toEqual(['after-backup', 'kept-2']);
    await db.destroy();

    await restoreDatabase(workspace.target, file);
    const restored = await workspace.openDb();
    expect(await accountIds(restored)).toEqual(['kept-1', 'kept-2']);
    await restored.destroy();
  });

  it('refuse to restore from what is not a backup, changing nothing', async () => {
    const workspace = await makeWorkspace(undefined, dialect);
    cleanup = workspace.cleanup;
    const db = await workspace.openDb();
    await db.insertInto('accounts').values(account('still-here')).execute();
    await db.destroy();
    const junk = path.join(workspace.root, 'junk.bin');
    await fs.writeFile(junk, 'not a database');
    await expect(restoreDatabase(workspace.target, junk)).rejects.toThrow(BackupError);
    await expect(restoreDatabase(workspace.target, path.join(workspace.root, 'missing'))).rejects.toThrow(
      /no backup at/,
    );
    const after = await workspace.openDb();
    expect(await accountIds(after)).toEqual(['still-here']);
    await after.destroy();
  });
});
