import { createHash, timingSafeEqual } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type { Metrics } from './metrics.js';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The listener Prometheus scrapes, apart from the site's: the proxy never forwards to it, the
 * site's rate limit, host checks and request figures never see a scrape. With METRICS_TOKEN, a
 * scrape must also carry the token (compared in constant time, as digests of equal length).
 */
export function buildMetricsServer(metrics: Metrics, token: string | undefined, logger?: FastifyBaseLogger) {
  // Errors are logged; a scrape every few seconds is not.
  const logController = new LogController({ disableRequestLogging: true });
  const server = Fastify({ ...(logger ? { loggerInstance: logger } : {}), logController });
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  server.get('/metrics', async (request, reply) => {
    if (expected && !timingSafeEqual(digest(request.headers.authorization ?? ''), expected)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .type('text/plain; charset=utf-8')
        .send('A scrape must send Authorization: Bearer followed by the METRICS_TOKEN this server was started with\n');
    }
    const text = await metrics.registry.metrics();
    return reply.header('cache-control', 'no-store').type(metrics.registry.contentType).send(text);
  });
  return server;
}
