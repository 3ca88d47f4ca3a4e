import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { DIALECTS, makeWorkspace } from '../testing/test-server.js';
import { createPasskeyStore } from './passkey-store.js';

describe.each(DIALECTS)('passkey signature counters on %s', (dialect) => {
  let workspace: Awaited<ReturnType<typeof makeWorkspace>>;
  let db: Db;
  let clock = Date.parse('2026-11-26T10:00:00.000Z');
  beforeAll(async () => {
    workspace = await makeWorkspace(undefined, dialect);
    db = await workspace.openDb();
  });
  afterAll(async () => {
    await db.destroy();
    await workspace.cleanup();
  });

  const stored = async (id: string) =>
    db
      .selectFrom('passkeys')
      .select(['counter', 'last_used_at'])
      .where('credential_id', '=', id)
      .executeTakeFirstOrThrow();

  it('never moves a counter backwards when two sign-ins finish out of order, and still records the use', async () => {
    const passkeys = createPasskeyStore(db, () => clock);
    await passkeys.createAccount('acc-1', '', { id: 'cred-1', publicKey: 'key', counter: 5, transports: [] });
    // Two sign-ins verified against 5 at once, presenting 6 and 7: the 7 is written first.
    await passkeys.used('cred-1', 7);
    clock += 1000;
    await passkeys.used('cred-1', 6);
    expect(Number((await stored('cred-1')).counter)).toBe(7);
    expect((await stored('cred-1')).last_used_at).toBe('2026-11-26T10:00:01.000Z');
    await passkeys.used('cred-1', 8);
    expect(Number((await stored('cred-1')).counter)).toBe(8);
  });

  it('keeps a counter of 0 (synced passkeys send none) and records each use', async () => {
    const passkeys = createPasskeyStore(db, () => clock);
    await passkeys.createAccount('acc-2', '', { id: 'cred-2', publicKey: 'key', counter: 0, transports: [] });
    clock += 1000;
    await passkeys.used('cred-2', 0);
    expect(await stored('cred-2')).toEqual({ counter: expect.anything(), last_used_at: new Date(clock).toISOString() });
    expect(Number((await stored('cred-2')).counter)).toBe(0);
  });
});
