import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { TOPIC_ID_PATTERN } from '../../contract/quiz.js';
import { LANG_ERROR, QUIZ_LANGS, type QuizLang } from '../../contract/translations/locales.js';
import { clip } from '../http/echo.js';
import type { OriginPolicy } from '../http/origin.js';
import type { RateLimit } from '../http/rate-limit.js';
import { sendRepresentation } from '../http/representation.js';
import { envelopeResponseSchema, errorEnvelope } from './envelope.js';
import type { QuizStore } from './quiz-store.js';
import { parseTopicQuery } from './topic-query.js';

/** Short enough that a new import shows within a minute, long enough for a CDN to absorb load. */
export const API_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';
/** The `{id}` of the topic routes: a topic id as TOPIC_ID_PATTERN writes it. */
export const TOPIC_ID_PARAMS = {
  type: 'object',
  properties: { id: { type: 'string', pattern: TOPIC_ID_PATTERN, maxLength: 9 } },
  required: ['id'],
} as const;
const LOGO_SEND = { cacheControl: 'public, max-age=86400' };
/** `?lang=` of the quiz routes, checked by the route's schema: a locale we do not serve is a 400. */
const LANG_QUERY = { type: 'object', properties: { lang: { type: 'string', enum: [...QUIZ_LANGS] } } } as const;
const langError = (errors: unknown, dataVar: string) =>
  dataVar === 'querystring'
    ? new Error(`Invalid query: ${LANG_ERROR}`)
    : new Error(`${dataVar} ${(errors as { message?: string }[])[0]?.message ?? 'is invalid'}`);
type LangQuery = { Querystring: { lang?: QuizLang } };

/** While the database is unreachable the content may be stale, so data routes say so plainly. */
export function unavailable(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', 5)
    .send(errorEnvelope('The quiz database is unreachable right now; please try again in a few seconds'));
}

export function registerQuizRoutes(app: FastifyInstance, store: QuizStore, origins: OriginPolicy, limit: RateLimit) {
  const apiSend = { cacheControl: API_CACHE_CONTROL, vary: origins.vary };
  const onRequest = limit.hook;
  const notAllowed = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(405)
      .header('allow', 'GET, HEAD, OPTIONS')
      .send(errorEnvelope('Method not allowed: this API is read-only, use GET'));

  app.get<LangQuery>('/api/quiz', {
    onRequest,
    schema: { querystring: LANG_QUERY, response: { 200: envelopeResponseSchema, 400: envelopeResponseSchema } },
    schemaErrorFormatter: langError,
    // Synchronous, like the other data routes: the answer is in memory, and a promise per request costs throughput.
    handler(request, reply) {
      void store.checkForUpdates();
      if (!store.available) unavailable(reply);
      else sendRepresentation(request, reply, store.list(origins.originOf(request), request.query.lang), apiSend);
    },
  });

  app.get<{ Params: { id: string } } & LangQuery>('/api/quiz/:id', {
    onRequest,
    schemaErrorFormatter: langError,
    schema: {
      params: TOPIC_ID_PARAMS,
      querystring: LANG_QUERY,
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
      const origin = origins.originOf(request);
      const { lang } = request.query;
      const rep = query.filter ? store.filteredTopic(origin, id, query.filter, lang) : store.topic(origin, id, lang);
      if (rep) sendRepresentation(request, reply, rep, apiSend);
      else reply.code(404).send(errorEnvelope(`There is no topic with id ${id}; GET /api/quiz lists the topics`));
    },
  });

  // The SVG the API names as `logo`, and the PNG it names as `logoRaster` (the SVG when sharp cannot draw it).
  app.get<{ Params: { file: string } }>('/logos/:file', {
    onRequest,
    schema: {
      params: { type: 'object', properties: { file: { type: 'string', pattern: '^[a-z0-9-]{1,80}\\.(svg|png)$' } } },
    },
    async handler(request, reply) {
      const { file } = request.params;
      const slug = file.slice(0, -'.svg'.length);
      const rep = file.endsWith('.png') ? await store.rasterLogo(slug) : store.logo(slug);
      if (rep) return sendRepresentation(request, reply, rep, LOGO_SEND);
      return reply
        .code(404)
        .send(errorEnvelope(`There is no logo ${clip(file)}; GET /api/quiz names each topic's logos`));
    },
  });

  for (const url of ['/api/quiz', '/api/quiz/:id', '/api/openapi.json']) {
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      onRequest,
      schema: { response: { 405: envelopeResponseSchema } },
      handler: notAllowed,
    });
  }
}
