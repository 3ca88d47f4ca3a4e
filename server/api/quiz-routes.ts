import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOPIC_ID_PATTERN } from '../../contract/quiz.js';
import { sendRepresentation } from '../http/representation.js';
import { envelopeResponseSchema, errorEnvelope } from './envelope.js';
import type { QuizStore } from './quiz-store.js';
import { parseTopicQuery } from './topic-query.js';

/** Short enough that a new import shows within a minute, long enough for a CDN to absorb load. */
export const API_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
const API_SEND = { cacheControl: API_CACHE_CONTROL };
const LOGO_SEND = { cacheControl: 'public, max-age=86400' };

const HOST = /^(?:[a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export class BadHostError extends Error {
  readonly statusCode = 400;
  constructor() {
    super('The Host header is missing or malformed; send the host name of this server');
  }
}

/** Logo URLs must be absolute, so they point at PUBLIC_URL or at the host the client asked. */
export function requestOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const protocol = request.protocol;
  const known = protocol === 'https' ? httpsOrigins : httpOrigins;
  const host = request.host;
  let origin = known.get(host);
  if (origin === undefined) {
    if (!HOST.test(host)) throw new BadHostError();
    origin = `${protocol}://${host.toLowerCase()}`;
    if (known.size >= 256) known.clear();
    known.set(host, origin);
  }
  return origin;
}

// Checked once per host: the hot path of every data request.
const httpOrigins = new Map<string, string>();
const httpsOrigins = new Map<string, string>();

/** While the database is unreachable the content may be stale, so data routes say so plainly. */
function unavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', 5)
    .send(errorEnvelope('The quiz database is unreachable right now; please try again in a few seconds'));
}

export function registerQuizRoutes(app: FastifyInstance, store: QuizStore, publicUrl: string | undefined) {
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'GET, HEAD, OPTIONS')
      .send(errorEnvelope('Method not allowed: this API is read-only, use GET'));

  app.get('/api/quiz', {
    schema: { response: { 200: envelopeResponseSchema } },
    // Synchronous, like the other data routes: the answer is in memory, and a promise per request costs throughput.
    handler(request, reply) {
      void store.checkForUpdates();
      if (!store.available) unavailable(reply);
      else sendRepresentation(request, reply, store.list(requestOrigin(request, publicUrl)), API_SEND);
    },
  });

  app.get<{ Params: { id: string } }>('/api/quiz/:id', {
    schema: {
      params: {
        type: 'object',
        properties: { id: { type: 'string', pattern: TOPIC_ID_PATTERN, maxLength: 9 } },
        required: ['id'],
      },
      response: { 200: envelopeResponseSchema, 400: envelopeResponseSchema, 404: envelopeResponseSchema },
    },
    handler(request, reply) {
      void store.checkForUpdates();
      if (!store.available) {
        unavailable(reply);
        return;
      }
      const query = parseTopicQuery(request.query);
      if ('error' in query) {
        reply.code(400).send(errorEnvelope(query.error));
        return;
      }
      const id = Number(request.params.id);
      const origin = requestOrigin(request, publicUrl);
      const rep = query.filter ? store.filteredTopic(origin, id, query.filter) : store.topic(origin, id);
      if (rep) sendRepresentation(request, reply, rep, API_SEND);
      else reply.code(404).send(errorEnvelope(`There is no topic with id ${id}; GET /api/quiz lists the topics`));
    },
  });

  app.get<{ Params: { file: string } }>('/logos/:file', {
    schema: {
      params: { type: 'object', properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,80}\\.svg$' } } },
    },
    handler(request, reply) {
      const rep = store.logo(request.params.file.replace(/\.svg$/, ''));
      if (rep) sendRepresentation(request, reply, rep, LOGO_SEND);
      else reply.code(404).send(errorEnvelope(`There is no logo ${request.params.file}`));
    },
  });

  for (const url of ['/api/quiz', '/api/quiz/:id', '/api/openapi.json']) {
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      schema: { response: { 405: envelopeResponseSchema } },
      handler: notAllowed,
    });
  }
}
