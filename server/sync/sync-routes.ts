import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { SYNC_ROUTES } from '../../contract/sync/sync-schema.js';
import { envelopeResponseSchema, errorEnvelope } from '../api/envelope.js';
import type { QuizStore } from '../api/quiz-store.js';
import { filterByBank } from './bank-filter.js';
import { parseUpload } from './parse-upload.js';
import { noneMatchHolds, syncEtag } from './sync-etag.js';
import { AccountFullError, AccountGoneError, type SyncStore } from './sync-store.js';
import { CardFullError, MAX_RATINGS_PER_CARD } from './view-cards.js';

/** A first upload carries a whole browser's progress: 514 KB with all 1,187 questions answered and carded (decision 16). */
export const SYNC_BODY_LIMIT = 2 * 1024 * 1024;

export type SyncGuards = {
  /** The rate limit and no-store, as on the account routes. */
  onRequest: onRequestHookHandler[];
  /** Answers 401 unless signed in (server/accounts/session.ts). */
  requireAccount: onRequestHookHandler;
  /** Answers 403 unless the request comes from the site's own pages. */
  sameOrigin: onRequestHookHandler;
  accountOf: (request: FastifyRequest) => string;
};

const full = (bound: number) =>
  `This account holds the most progress a Quiz Dojo server keeps (${bound.toLocaleString('en')} records), ` +
  'so nothing of this upload was stored; this browser keeps it. Download your progress on /account and ' +
  'ask the operator to raise the bound';
const CARD_FULL =
  `A question in this upload has the most review ratings a Quiz Dojo server keeps for one question (${MAX_RATINGS_PER_CARD.toLocaleString('en')}), ` +
  'so nothing of this upload was stored; this browser keeps it. Download your progress on /account';
const GONE = 'This account no longer exists: sign in again; this browser keeps its progress';

/**
 * The sync routes: push a batch and get the merged state back, pull it, export it as a progress
 * file. A push is acknowledged only after its transaction committed. Nothing of a learner's
 * progress reaches the logs: the request log has the method, path and status only.
 */
export function registerSyncRoutes(app: FastifyInstance, store: SyncStore, quiz: QuizStore, guards: SyncGuards) {
  const { onRequest, requireAccount, sameOrigin, accountOf } = guards;
  const response = {
    response: Object.fromEntries([200, 400, 401, 403, 409, 503].map((code) => [code, envelopeResponseSchema])),
  };

  /** The view's tag, from the account's version as read now (before the view: see store.version). */
  async function tagOf(accountId: string): Promise<string | undefined> {
    const account = await store.version(accountId);
    if (account === undefined) return undefined;
    const { version } = account;
    return syncEtag({ accountId, version, bankVersion: quiz.data.version, maxRecords: store.maxRecords });
  }

  /** The kept view's JSON in the envelope, sent as it is: a pull parses and serializes nothing. */
  async function sendView(reply: FastifyReply, accountId: string, message: string, dropped?: number) {
    const view = await store.view(accountId, dropped);
    if (view === undefined) return reply.code(401).send(errorEnvelope(GONE));
    const envelope = `{"status":true,"message":${JSON.stringify(message)},"data":${view}}`;
    return reply.type('application/json; charset=utf-8').send(envelope);
  }

  app.post(
    SYNC_ROUTES.sync,
    // Checked on the headers, before a body of up to 2 MiB is read and parsed for a stranger.
    { onRequest: [...onRequest, sameOrigin, requireAccount], bodyLimit: SYNC_BODY_LIMIT, schema: response },
    async (request, reply) => {
      const parsed = await parseUpload(request.body);
      if (!parsed.success) return reply.code(400).send(errorEnvelope(parsed.message));
      if (!quiz.available) return unavailable(reply);
      const accountId = accountOf(request);
      const { batch, dropped } = filterByBank(parsed.data, quiz.data);
      try {
        await store.push(accountId, batch);
      } catch (error) {
        if (error instanceof AccountFullError) return reply.code(409).send(errorEnvelope(full(store.maxRecords)));
        if (error instanceof CardFullError) return reply.code(409).send(errorEnvelope(CARD_FULL));
        if (error instanceof AccountGoneError) return reply.code(401).send(errorEnvelope(GONE));
        throw error;
      }
      const tag = await tagOf(accountId);
      if (tag === undefined) return reply.code(401).send(errorEnvelope(GONE));
      return sendView(reply.header('etag', tag), accountId, 'Synced', dropped);
    },
  );

  // A device pulls every 30 s while shown: unchanged, that costs one read of the account's row, never the view.
  app.get(SYNC_ROUTES.sync, { onRequest: [...onRequest, requireAccount], schema: response }, async (request, reply) => {
    const accountId = accountOf(request);
    const tag = await tagOf(accountId);
    if (tag === undefined) return reply.code(401).send(errorEnvelope(GONE));
    reply.header('etag', tag);
    if (noneMatchHolds(request.headers['if-none-match'], tag)) return reply.code(304).send();
    return sendView(reply, accountId, 'Your synced progress');
  });

  app.get(SYNC_ROUTES.export, { onRequest: [...onRequest, requireAccount] }, async (request, reply) => {
    const now = new Date();
    const file = await store.exportFile(accountOf(request), quiz.data, now);
    if (file === undefined) return reply.code(401).send(errorEnvelope(GONE));
    const name = `quiz-dojo-progress-${now.toISOString().slice(0, 10)}.json`;
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .send(file);
  });
}

function unavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', 5)
    .send(errorEnvelope('The quiz database is unreachable right now; your progress waits in this browser'));
}
