import type { FastifyInstance } from 'fastify';
import { envelopeResponseSchema, errorEnvelope, okEnvelope } from './envelope.js';
import type { QuizStore } from './quiz-store.js';
import { withTimeout } from '../db/version-probe.js';

const schema = { response: { 200: envelopeResponseSchema, 503: envelopeResponseSchema } };

const READY_TIMEOUT_MS = 2_000;

/**
 * Liveness (the process answers, never waiting on the database) and readiness (it can serve real
 * content) for load balancers.
 */
export function registerHealthRoutes(app: FastifyInstance, store: QuizStore) {
  app.get('/api/health', { schema }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send(okEnvelope('up', { uptimeSeconds: Math.round(process.uptime()) })),
  );

  // The same check as the data routes' (the store's version check), so the two always agree.
  app.get('/api/ready', { schema }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      await withTimeout(store.checkNow(), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check: no answer from the database');
    }
    if (!store.available) return reply.code(503).send(errorEnvelope('The database is unreachable'));
    const topics = store.data.topics.length;
    if (topics === 0) return reply.code(503).send(errorEnvelope('No content has been imported yet'));
    return reply.send(okEnvelope('ready', { database: 'reachable', topics, contentVersion: store.data.version }));
  });
}
