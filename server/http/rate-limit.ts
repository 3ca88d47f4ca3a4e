import type { FastifyInstance } from 'fastify';
import { errorEnvelope } from '../api/envelope.js';

const WINDOW_MS = 60_000;

/**
 * A fixed one-minute window per client address on the API. Kept in memory: each instance limits
 * on its own, which is enough to stop one client from starving the others.
 */
export function registerRateLimit(app: FastifyInstance, perMinute: number) {
  if (perMinute === 0) return;
  let windowStart = Date.now();
  let counts = new Map<string, number>();

  // Callback style, like the response headers: no promise per request on the API's hot path.
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const now = Date.now();
    if (now - windowStart >= WINDOW_MS) {
      windowStart = now;
      counts = new Map();
    }
    const count = (counts.get(request.ip) ?? 0) + 1;
    counts.set(request.ip, count);
    reply.header('ratelimit-limit', perMinute).header('ratelimit-remaining', Math.max(0, perMinute - count));
    if (count <= perMinute) return done();
    const retryAfter = Math.ceil((windowStart + WINDOW_MS - now) / 1000);
    reply
      .code(429)
      .header('retry-after', retryAfter)
      .send(errorEnvelope(`Too many requests: at most ${perMinute} a minute; try again in ${retryAfter} s`));
  });
}
