import http from 'node:http';
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

export type SyncAnswer = { status: number; body: string; headers: http.IncomingHttpHeaders };

/**
 * A sync request to a server in another process, as a page of http://localhost:PORT sends it: the
 * Host and Origin say localhost (accounts work there without PUBLIC_URL), the socket goes to 127.0.0.1.
 */
export function postSync(
  port: number,
  cookie: string,
  body: unknown,
  method = 'POST',
  path = '/api/sync',
  headers: Record<string, string> = {},
): Promise<SyncAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: keepAlive,
        headers: {
          host: `localhost:${port}`,
          origin: `http://localhost:${port}`,
          cookie,
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
        timeout: 10_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, headers: response.headers }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer within 10 s')));
    request.on('error', reject);
    request.end(payload);
  });
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 256 });
