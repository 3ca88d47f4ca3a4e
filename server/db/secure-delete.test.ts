import fs from 'node:fs/promises';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../contract/accounts/index.js';
import { accountClient } from '../accounts/testing/account-client.js';
import { createSoftAuthenticator } from '../accounts/testing/soft-authenticator.js';
import { makeWorkspace, startTestServer } from '../testing/test-server.js';
import { sql } from 'kysely';
import { backupDatabase } from './backup.js';
import { failFastWhenLocked } from './database.js';

const NAME = 'Zebediah Quuxworth-Deleted';

/** Which of the files hold the text: the database, its log, a backup. */
async function holding(files: string[], text: string) {
  const found = [];
  for (const file of files) {
    const bytes = await fs.readFile(file).catch(() => Buffer.alloc(0));
    if (bytes.includes(text)) found.push(path.basename(file));
  }
  return found;
}

describe('a deleted account on SQLite', () => {
  let server: Awaited<ReturnType<typeof startTestServer>> | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await server?.close();
    await cleanup?.();
    server = cleanup = undefined;
  });

  it('leaves its name and records in neither the database file nor its log, nor a backup made after', async () => {
    server = await startTestServer({ publicUrl: 'https://quiz.test' });
    const file = (server.workspace.target as { file: string }).file;
    const client = accountClient(server.app);
    const signedUp = await client.register(createSoftAuthenticator(), NAME);
    const id = (signedUp.json().data as { id: string }).id;
    // A learner with a lot of synced progress: whole pages of rows (one over a page long) go with it.
    const records = Array.from({ length: 400 }, (_, n) => ({
      account_id: id,
      kind: 'answer',
      key: `question-${n}`,
      value: JSON.stringify({ chosen: 'b', note: n === 0 ? 'x'.repeat(6000) : '' }),
    }));
    for (let at = 0; at < records.length; at += 100) {
      await server.db
        .insertInto('sync_records')
        .values(records.slice(at, at + 100))
        .execute();
    }
    await server.db.insertInto('accounts').values({ id: 'other', display_name: 'Kept', created_at: 'now' }).execute();
    expect(await holding([file, `${file}-wal`], NAME)).not.toEqual([]);

    const deleted = await client.request('DELETE', ACCOUNT_ROUTES.account);
    expect(deleted.statusCode).toBe(200);
    expect(await holding([file, `${file}-wal`], NAME)).toEqual([]);
    expect(await holding([file, `${file}-wal`], id)).toEqual([]);

    const backup = path.join(server.workspace.root, 'backups', 'after.sqlite');
    await backupDatabase(server.workspace.target, backup);
    expect(await holding([backup], 'Kept')).toEqual(['after.sqlite']);
    expect(await holding([backup], NAME)).toEqual([]);
    expect(await holding([backup], id)).toEqual([]);
  });

  it('when a reader holds the log at the deletion, leaves the log at the first write after the next checkpoint', async () => {
    server = await startTestServer({ publicUrl: 'https://quiz.test' });
    await failFastWhenLocked(server.db); // as while serving: the checkpoint does not wait for the reader
    const file = (server.workspace.target as { file: string }).file;
    const client = accountClient(server.app);
    await client.register(createSoftAuthenticator(), NAME);
    const reader = new SQLite(file, { readonly: true });
    reader.prepare('begin').run();
    reader.prepare('select count(*) from accounts').get();
    expect((await client.request('DELETE', ACCOUNT_ROUTES.account)).statusCode).toBe(200);
    expect(await holding([`${file}-wal`], NAME)).toEqual(['test.sqlite-wal']);
    reader.prepare('commit').run();
    reader.close();

    await sql`pragma wal_checkpoint(PASSIVE)`.execute(server.db); // as SQLite's automatic one
    await server.db.insertInto('accounts').values({ id: 'next', display_name: 'Next', created_at: 'now' }).execute();
    expect(await holding([file, `${file}-wal`], NAME)).toEqual([]);
  });

  it('leaves out of a backup what an earlier version deleted without zeroing it', async () => {
    const workspace = await makeWorkspace();
    cleanup = workspace.cleanup;
    const file = (workspace.target as { file: string }).file;
    const db = await workspace.openDb();
    await db
      .insertInto('accounts')
      .values([
        { id: 'gone', display_name: NAME, created_at: 'now' },
        { id: 'kept', display_name: 'Kept', created_at: 'now' },
      ])
      .execute();
    await db.destroy();
    // As the server did before secure_delete: the row's bytes stay in the page's free space.
    const earlier = new SQLite(file);
    earlier.pragma('secure_delete = OFF');
    earlier.prepare("delete from accounts where id = 'gone'").run();
    earlier.close();
    expect(await holding([file], NAME)).toEqual([path.basename(file)]);

    const backup = path.join(workspace.root, 'backups', 'after.sqlite');
    await backupDatabase(workspace.target, backup);
    expect(await holding([backup], 'Kept')).toEqual(['after.sqlite']);
    expect(await holding([backup], NAME)).toEqual([]);
  });
});
