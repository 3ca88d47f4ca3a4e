import path from 'node:path';
import SQLite from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '../../contract/accounts/index.js';
import { failFastWhenLocked } from '../db/database.js';
import { startTestServer } from '../testing/test-server.js';
import { accountClient } from './testing/account-client.js';
import { createSoftAuthenticator } from './testing/soft-authenticator.js';

describe('a database failure during a ceremony', () => {
  it('is a plain 500 for the client, its cause in the log only', async () => {
    const server = await startTestServer({ publicUrl: 'https://quiz.test' });
    const client = accountClient(server.app);
    const options = await client.request('POST', ACCOUNT_ROUTES.registerOptions, {});
    const response = createSoftAuthenticator().create(options.json().data.options, 'https://quiz.test');
    await server.db.schema.dropTable('webauthn_challenges').execute();
    const failed = await client.request('POST', ACCOUNT_ROUTES.register, { response });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().message).toBe('Internal server error; please try again later');
    await server.close();
  });
});

describe('a busy database', () => {
  it('answers 503 with Retry-After while another process holds the SQLite write lock', async () => {
    const server = await startTestServer({ publicUrl: 'https://quiz.test' });
    await failFastWhenLocked(server.db);
    const holder = new SQLite(path.join(server.workspace.root, 'test.sqlite'));
    holder.exec('begin exclusive');
    try {
      const busy = await accountClient(server.app).request('POST', ACCOUNT_ROUTES.signInOptions, {});
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json().message).toMatch(/unreachable or busy/);
    } finally {
      holder.exec('rollback');
      holder.close();
    }
    expect((await accountClient(server.app).request('POST', ACCOUNT_ROUTES.signInOptions, {})).statusCode).toBe(200);
    await server.close();
  });
});
