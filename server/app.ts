import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { registerOpenApiRoute } from './api/openapi.js';
import { registerQuizRoutes } from './api/quiz-routes.js';
import { registerExportRoutes } from './export/export-routes.js';
import { createQuizStore, type QuizStore } from './api/quiz-store.js';
import type { RenderPage } from '../contract/pages.js';
import type { TrustProxy } from './config.js';
import { type Db, isPostgres } from './db/database.js';
import { registerHealthRoutes } from './api/health-routes.js';
import { createAccounts } from './accounts/accounts.js';
import { registerAllAccountRoutes } from './accounts/routes.js';
import { registerSync } from './sync/sync-guards.js';
import { type FeedbackOptions, registerFeedbackRoutes } from './feedback/feedback-routes.js';
import { clientErrorHandler, handleError, handleFrameworkError, handleNotFound } from './http/errors.js';
import { loggerOptions } from './http/log-fields.js';
import type { Metrics } from './metrics/metrics.js';
import { createOriginPolicy } from './http/origin.js';
import { createRateLimit, type RateLimit } from './http/rate-limit.js';
import { createSharedLimits } from './limits/shared-limits.js';
import { registerResponseHeaders } from './http/security-headers.js';
import { readBuildSettings } from './web/build-settings.js';
import { registerClientRoutes } from './web/client-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    quizStore: QuizStore;
    /** RATE_LIMIT's counts; settle() shares them with the other instances now (tests). */
    rateLimit: RateLimit;
  }
}

export type AppOptions = {
  db: Db;
  clientDir: string;
  publicUrl?: string;
  /** The web app's origin when it is not this server's (APP_ORIGIN): accounts accept it, with CORS credentials. */
  appOrigin?: string;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: TrustProxy;
  /** Host names answered for; without them, PUBLIC_URL or the first few seen (server/http/origin.ts). */
  allowedHosts?: string[];
  /** The clock learnt hosts are forgotten by (tests move it); Date.now by default. */
  now?: () => number;
  /** Requests per minute per client on the API and pages; 0 turns the limit off (the default for tests). */
  rateLimitPerMinute?: number;
  /** The content version check, when not a query on db (server/db/version-probe.ts). */
  readContentVersion?: () => Promise<number>;
  /** The app's server renderer (server/web/pages.ts); without it every page is the bare shell. */
  renderPage?: RenderPage;
  /** How long a limit waits for PostgreSQL before counting in memory (500 ms; tests on a busy machine raise it). */
  limitTimeoutMs?: number;
  /** Learners' answers and reports (server/feedback/): the flush interval and clock tests set. */
  feedback?: FeedbackOptions;
  /** Figures for GET /metrics on its own listener (server/metrics/); without them, nothing is measured. */
  metrics?: Metrics;
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * A random prefix per process and a counter: unique across instances, like a UUID, at a fraction
 * of the cost of one per request on the API's hot path.
 */
function requestIds() {
  const prefix = randomBytes(6).toString('base64url');
  let count = 0;
  return () => `${prefix}-${(++count).toString(36)}`;
}

/** Builds the whole server without listening, so tests drive it with inject(). */
export async function buildApp(options: AppOptions) {
  const { db, clientDir, publicUrl, allowedHosts, logger = false, trustProxy = false, renderPage } = options;
  const nextId = requestIds();
  const app = Fastify({
    logger: loggerOptions(logger),
    trustProxy,
    // A proxy's request id is kept so one id follows a request through every log; anything odd is replaced.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : nextId();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: clientErrorHandler(nextId),
    // During a shutdown, requests still arriving are answered, with Connection: close (server/http/shutdown.ts).
    return503OnClosing: false,
    bodyLimit: 16 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 15_000,
    keepAliveTimeout: 5_000,
  });
  app.server.headersTimeout = 10_000;
  options.metrics?.instrument(app);
  const { apiUrl } = await readBuildSettings(clientDir);
  registerResponseHeaders(app, apiUrl);
  // On PostgreSQL every limit is counted by all instances together (docs/decisions/0021-shared-limits.md).
  const shared = isPostgres(db)
    ? createSharedLimits(
        db,
        (error) => app.log.warn({ err: error }, 'limits counted in memory: the database did not answer'),
        options.limitTimeoutMs,
      )
    : undefined;
  const limit = createRateLimit(options.rateLimitPerMinute ?? 0, { shared });
  app.decorate('rateLimit', limit);
  app.addHook('onClose', async () => {
    shared?.close();
    await limit.close();
  });
  const origins = createOriginPolicy({ publicUrl, allowedHosts, trustProxy, now: options.now });
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);

  const store = await createQuizStore(
    db,
    (error) => app.log.error({ err: error }, 'database unreachable'),
    options.readContentVersion,
    (slug, error) =>
      app.log.warn({ err: error, topic: slug }, 'logo not drawn as PNG; its PNG address answers with the SVG'),
  );
  app.decorate('quizStore', store);
  options.metrics?.watchCache('filtered answers', 'bytes', () => store.filteredCacheBytes);
  options.metrics?.watchCache('rate limit clients', 'entries', () => limit.tracked);
  registerHealthRoutes(app, store);
  registerQuizRoutes(app, store, origins, limit);
  registerExportRoutes(app, store, origins, limit);
  // Accounts (issue 23): route modules that need a signed-in learner use accounts.sessions.
  const accounts = createAccounts({ db, publicUrl, appOrigin: options.appOrigin, origins, now: options.now });
  if (accounts.relyingParty.problem) app.log.warn(accounts.relyingParty.problem);
  registerAllAccountRoutes(app, accounts, limit, options.rateLimitPerMinute ?? 0, shared);
  registerSync(app, db, store, accounts, limit);
  await registerFeedbackRoutes(app, { db, store, origins, limit, shared, ...options.feedback });
  registerOpenApiRoute(app);
  await registerClientRoutes(app, clientDir, { render: renderPage, origins, limit, apiUrl });
  return app;
}
