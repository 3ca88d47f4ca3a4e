import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Account and sync answers belong to one learner. Served to the site's own pages they need no CORS
 * at all, so the `*` every /api answer carries (server/http/security-headers.ts) is taken off: no
 * other site's script may read them. With APP_ORIGIN (a VITE_API_URL build on another origin of the
 * same site), that one origin may call with credentials, and no other.
 */
export function credentialedHeaders(appOrigin: string | undefined): onRequestHookHandler {
  return (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    if (appOrigin) {
      reply
        .header('access-control-allow-origin', appOrigin)
        .header('access-control-allow-credentials', 'true')
        .header('vary', 'origin');
    } else {
      reply.removeHeader('access-control-allow-origin').removeHeader('access-control-expose-headers');
    }
    done();
  };
}

/**
 * The preflight of a credentialed POST, PATCH or DELETE from APP_ORIGIN under `prefix` (such as /api/account).
 * Without APP_ORIGIN the app-wide preflight answers (GET and HEAD only), so browsers refuse any
 * other site's POST before it is sent.
 */
export function registerCredentialedPreflight(app: FastifyInstance, appOrigin: string | undefined, prefix: string) {
  if (!appOrigin) return;
  for (const url of [prefix, `${prefix}/*`]) {
    app.options(url, (_request, reply) => {
      reply
        .header('access-control-allow-origin', appOrigin)
        .header('access-control-allow-credentials', 'true')
        .header('access-control-allow-methods', 'GET, POST, PATCH, DELETE')
        // If-None-Match: a sync pull's validator (server/sync/sync-routes.ts).
        .header('access-control-allow-headers', 'content-type, if-none-match')
        .header('access-control-max-age', '600')
        .header('vary', 'origin')
        .header('allow', 'GET, POST, PATCH, DELETE, OPTIONS')
        .code(204)
        .send();
    });
  }
}
