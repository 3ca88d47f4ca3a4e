import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { EXPORT_FILES, exportFileName, exportQuerySchema } from '../../contract/export/export-topic.js';
import { selectExport } from '../../contract/export/selection.js';
import { envelopeResponseSchema, errorEnvelope } from '../api/envelope.js';
import type { QuizStore } from '../api/quiz-store.js';
import { API_CACHE_CONTROL, TOPIC_ID_PARAMS, unavailable } from '../api/quiz-routes.js';
import type { OriginPolicy } from '../http/origin.js';
import type { RateLimit } from '../http/rate-limit.js';
import { representation, type Representation, sendRepresentation } from '../http/representation.js';
import { exportTopicOf, selectionRefusal } from './export-topic-of.js';
import { writeExport } from './write-export.js';

/** Exports asked for more than once (a class downloading one topic) are made once; a few topics' worth. */
const MAX_CACHED_EXPORTS = 64;

/**
 * GET /api/quiz/{id}/export?format=csv|gift|moodle|qti21|qti12|apkg[&difficulty=…][&tag=…]: the topic, or the
 * selection of its questions, as a file to download, cached and validated like the topic's own answer
 * (Cache-Control, ETag), made once per content version.
 */
export function registerExportRoutes(app: FastifyInstance, store: QuizStore, origins: OriginPolicy, limit: RateLimit) {
  const made = new LRUCache<string, Representation>({ max: MAX_CACHED_EXPORTS });
  app.get<{ Params: { id: string } }>('/api/quiz/:id/export', {
    onRequest: limit.hook,
    schema: {
      params: TOPIC_ID_PARAMS,
      response: { 400: envelopeResponseSchema, 404: envelopeResponseSchema, 503: envelopeResponseSchema },
    },
    handler(request, reply) {
      void store.checkForUpdates();
      if (!store.available) {
        unavailable(reply);
        return;
      }
      const query = exportQuerySchema.safeParse(request.query ?? {});
      if (!query.success) {
        reply.code(400).send(errorEnvelope(query.error.issues[0]!.message));
        return;
      }
      const id = Number(request.params.id);
      const topic = store.data.byId.get(id);
      if (!topic) {
        reply.code(404).send(errorEnvelope(`There is no topic with id ${id}; GET /api/quiz lists the topics`));
        return;
      }
      const { format, ...selection } = query.data;
      const refusal = selectionRefusal(topic, selection);
      if (refusal) {
        reply.code(refusal.status).send(errorEnvelope(refusal.message));
        return;
      }
      const origin = origins.originOf(request);
      const key = `${store.data.version}|${id}|${format}|${selection.difficulty}|${selection.tag}|${origin}`;
      let rep = made.get(key);
      if (!rep) {
        const body = writeExport(format, selectExport(exportTopicOf(topic, `${origin}/topic/${id}`), selection));
        // A zip is compressed already; the text formats shrink several times.
        rep = representation(EXPORT_FILES[format].contentType, Buffer.from(body), typeof body === 'string');
        made.set(key, rep);
      }
      const name = exportFileName(selectExport(exportTopicOf(topic, ''), selection), format);
      reply.header('content-disposition', `attachment; filename="${name}"`);
      sendRepresentation(request, reply, rep, { cacheControl: API_CACHE_CONTROL, vary: origins.vary });
    },
  });
}
