import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSessionStore } from '../accounts/session-store.js';
import type { Db } from '../db/database.js';

/** The test origin: accounts work on http://localhost without PUBLIC_URL (server/accounts/relying-party.ts). */
export const SITE = 'http://localhost';

/** A new account with a signed-in session, made in the database as a passkey sign-in would; its cookie. */
export async function signedInAccount(db: Db): Promise<{ accountId: string; cookie: string }> {
  const accountId = randomBytes(16).toString('base64url');
  await db
    .insertInto('accounts')
    .values({ id: accountId, display_name: '', created_at: new Date().toISOString() })
    .execute();
  const { token } = await createSessionStore(db, Date.now).create(accountId, 'Test device');
  return { accountId, cookie: `quiz-dojo-session=${token}` };
}

/** A sync request from one of the site's own pages. */
export function syncRequest(app: FastifyInstance, cookie: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  return app.inject({
    method,
    url,
    headers: {
      host: 'localhost',
      origin: SITE,
      cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}
