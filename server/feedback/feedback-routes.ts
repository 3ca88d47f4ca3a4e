import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answerBatchSchema, reportSchema } from '../../contract/feedback.js';
import { TOPIC_ID_PATTERN } from '../../contract/quiz.js';
import { envelopeResponseSchema, errorEnvelope, okEnvelope } from '../api/envelope.js';
import type { QuizStore } from '../api/quiz-store.js';
import type { Db } from '../db/database.js';
import type { OriginPolicy } from '../http/origin.js';
import type { RateLimit } from '../http/rate-limit.js';
import type { SharedLimits } from '../limits/shared-limits.js';
import { sendRepresentation } from '../http/representation.js';
import { type AnswerCounter, createAnswerCounter } from './answer-counter.js';
import {
  createFeedbackCaps,
  REPORTS_PER_ADDRESS_PER_HOUR,
  REPORTS_PER_NETWORK_PER_HOUR,
  REPORTS_PER_NETWORK_PER_QUESTION_PER_HOUR,
  REPORTS_PER_QUESTION_PER_HOUR,
} from './caps.js';
import { createFiguresCache } from './figures.js';
import { createQuestionIndex } from './question-index.js';
import { storeReport } from './report-store.js';
import { sameOriginOnly } from './same-origin.js';
import { feedbackDb } from './schema.js';
import { useStrictJson } from './strict-json.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The answers not yet written, and a way to write them now (tests, shutdown). */
    feedbackCounter: AnswerCounter;
  }
}

const ANSWERS_BODY_BYTES = 96 * 1024;
const REPORT_BODY_BYTES = 8 * 1024;
const FIGURES_CACHE_CONTROL = 'public, max-age=60';
/** Feedback requests are logged without the client's address or port (server/http/log-fields.ts). */
const config = { logClientAddress: false };

export type FeedbackOptions = { flushIntervalMs?: number; now?: () => number };

function invalid<T>(schema: z.ZodType<T>, body: unknown, reply: FastifyReply): T | undefined {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`);
  reply.code(400).send(errorEnvelope(`Invalid body: ${problems.slice(0, 3).join('; ')}`));
  return undefined;
}

const unreachable = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('retry-after', 5)
    .send(errorEnvelope('The report could not be stored right now; send it again in a few seconds'));

/** POST /api/answers, POST /api/reports and GET /api/answers/{id} (docs/decisions/0017-feedback.md). */
export async function registerFeedbackRoutes(
  app: FastifyInstance,
  deps: { db: Db; store: QuizStore; origins: OriginPolicy; limit: RateLimit; shared?: SharedLimits } & FeedbackOptions,
) {
  const db = feedbackDb(deps.db);
  const { store, origins, limit, now = Date.now } = deps;
  const logError = (error: unknown) => app.log.error({ err: error }, 'feedback could not be written');
  const questions = createQuestionIndex(() => store.data);
  const caps = createFeedbackCaps(now, deps.shared);
  const counter = createAnswerCounter({
    db,
    questions,
    cap: caps.answers,
    onError: logError,
    flushIntervalMs: deps.flushIntervalMs,
  });
  const figures = createFiguresCache(db, logError, now);
  app.addHook('onClose', () => counter.close());
  app.decorate('feedbackCounter', counter);
  const sameOrigin = sameOriginOnly(origins);
  const envelopes = (codes: number[]) => Object.fromEntries(codes.map((code) => [code, envelopeResponseSchema]));
  const schema = { response: envelopes([201, 202, 400, 403, 404, 413, 415, 429, 503]) };

  await app.register(async (scope) => {
    useStrictJson(scope);
    scope.post(
      '/api/answers',
      { onRequest: [limit.hook, sameOrigin], bodyLimit: ANSWERS_BODY_BYTES, schema, config },
      async (request, reply) => {
        const batch = invalid(answerBatchSchema, request.body, reply);
        if (!batch) return reply;
        const received = await counter.add(batch, request.ip);
        return reply
          .code(202)
          .header('cache-control', 'no-store')
          .send(okEnvelope(`${received} answers received`, { received }));
      },
    );

    scope.post(
      '/api/reports',
      { onRequest: [limit.hook, sameOrigin], bodyLimit: REPORT_BODY_BYTES, schema, config },
      async (request: FastifyRequest, reply) => {
        const report = invalid(reportSchema, request.body, reply);
        if (!report) return reply;
        const question = questions().get(report.questionId);
        if (!question) return reply.code(404).send(errorEnvelope(`There is no question with id ${report.questionId}`));
        const [allowed] = await caps.reports.take(request.ip, [report.questionId]);
        if (!allowed) {
          return reply
            .code(429)
            .header('retry-after', caps.reports.retryAfter())
            .send(
              errorEnvelope(
                `Too many reports from this address or its network: at most ${REPORTS_PER_ADDRESS_PER_HOUR} an hour, ${REPORTS_PER_QUESTION_PER_HOUR} on one question (a network: ${REPORTS_PER_NETWORK_PER_HOUR} and ${REPORTS_PER_NETWORK_PER_QUESTION_PER_HOUR})`,
              ),
            );
        }
        try {
          await storeReport(db, { ...report, questionHash: question.hash }, new Date(now()));
        } catch (error) {
          request.log.error({ err: error }, 'report not stored');
          return unreachable(reply);
        }
        return reply
          .code(201)
          .header('cache-control', 'no-store')
          .send(okEnvelope('Report stored, thank you', { stored: true }));
      },
    );
  });

  app.get<{ Params: { id: string } }>('/api/answers/:id', {
    onRequest: limit.hook,
    config,
    schema: {
      params: {
        type: 'object',
        properties: { id: { type: 'string', pattern: TOPIC_ID_PATTERN, maxLength: 9 } },
        required: ['id'],
      },
      response: { 200: envelopeResponseSchema, 404: envelopeResponseSchema, 503: envelopeResponseSchema },
    },
    async handler(request, reply) {
      const topic = store.data.byId.get(Number(request.params.id));
      if (!topic)
        return reply
          .code(404)
          .send(errorEnvelope(`There is no topic with id ${request.params.id}; GET /api/quiz lists the topics`));
      try {
        return sendRepresentation(request, reply, await figures.get(topic), { cacheControl: FIGURES_CACHE_CONTROL });
      } catch (error) {
        request.log.error({ err: error }, 'figures not read');
        return reply
          .code(503)
          .header('retry-after', 5)
          .send(errorEnvelope('The figures cannot be read right now; try again in a few seconds'));
      }
    },
  });
}
