import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { questionFieldsSchema, TOPIC_ID_PATTERN, topicSummarySchema } from '../../contract/quiz.js';
import { jsonRepresentation, sendRepresentation } from '../http/representation.js';
import { API_CACHE_CONTROL } from './quiz-routes.js';

const envelope = (data: object) => ({
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, data },
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** The contract's own zod schemas, written out as OpenAPI so other clients can rely on them. */
export function openApiDocument() {
  const schema = (zodSchema: z.ZodType) => z.toJSONSchema(zodSchema, { target: 'openapi-3.0', io: 'output' });
  const question = schema(questionFieldsSchema.required());
  return {
    openapi: '3.0.3',
    info: {
      title: 'Quiz Dojo API',
      version: '1',
      description:
        'An open, read-only quiz API: topics and their multiple-choice questions. The payload is under `data`.',
    },
    paths: {
      '/api/quiz': {
        get: {
          summary: 'List the quiz topics',
          responses: {
            200: {
              description: 'Every topic',
              content: {
                'application/json': {
                  schema: envelope({ type: 'array', items: { $ref: '#/components/schemas/TopicSummary' } }),
                },
              },
            },
          },
        },
      },
      '/api/quiz/{id}': {
        get: {
          summary: 'One topic with its questions',
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: TOPIC_ID_PATTERN } },
          ],
          responses: {
            200: {
              description: 'The topic',
              content: { 'application/json': { schema: envelope({ $ref: '#/components/schemas/TopicDetail' }) } },
            },
            400: errorResponse('The id is not a positive whole number'),
            404: errorResponse('There is no topic with this id'),
          },
        },
      },
    },
    components: {
      schemas: {
        TopicSummary: schema(topicSummarySchema),
        Question: question,
        TopicDetail: {
          allOf: [
            { $ref: '#/components/schemas/TopicSummary' },
            {
              type: 'object',
              required: ['questions'],
              properties: { questions: { type: 'array', items: { $ref: '#/components/schemas/Question' } } },
            },
          ],
        },
        Error: envelope({ nullable: true }),
      },
    },
  };
}

export function registerOpenApiRoute(app: FastifyInstance) {
  const rep = jsonRepresentation(openApiDocument());
  app.get('/api/openapi.json', { schema: { response: { 200: { type: 'object' } } } }, async (request, reply) =>
    sendRepresentation(request, reply, rep, { cacheControl: API_CACHE_CONTROL }),
  );
}
