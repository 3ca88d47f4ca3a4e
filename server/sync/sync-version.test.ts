import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_ROUTES, type SyncBatch } from '../../contract/sync/sync-schema.js';
import { signedInAccount, syncRequest } from '../testing/sync-session.js';
import { DIALECTS, startTestServer } from '../testing/test-server.js';

const T = Date.now() - 3_600_000;
let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe.each(DIALECTS)("an account's sync version on %s", (dialect) => {
  it('never gives again a tag a device holds after a restored backup brings an older version back', async () => {
    const server = await startTestServer({ dialect });
    close = server.close;
    const { accountId, cookie } = await signedInAccount(server.db);
    const questions = server.app.quizStore.data.byId.get(1)!.questions;
    const upload = (index: number): SyncBatch => {
      const { id, correctAnswer: chosen } = questions[index]!;
      return {
        answers: [
          { topicId: '1', questionId: id, chosen, correct: true, at: T, first: { chosen, correct: true, at: T } },
        ],
      };
    };
    const versionOf = async () =>
      (
        await server.db
          .selectFrom('accounts')
          .select('sync_version')
          .where('id', '=', accountId)
          .executeTakeFirstOrThrow()
      ).sync_version;
    const backup = await versionOf();
    const held = (await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, upload(0))).headers.etag;
    // The restore: the account's row as the backup had it (its records would go back too).
    await server.db.updateTable('accounts').set({ sync_version: backup }).where('id', '=', accountId).execute();
    const after = await syncRequest(server.app, cookie, 'POST', SYNC_ROUTES.sync, upload(1));
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(held);
    expect(Number(await versionOf())).toBeLessThan(2 ** 30);
  });
});
