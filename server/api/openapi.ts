import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  DIFFICULTIES,
  MAX_QUESTION_LIMIT,
  MAX_TAG_LENGTH,
  questionFieldsSchema,
  TAG_PATTERN,
  TOPIC_ID_PATTERN,
  topicSummarySchema,
} from '../../contract/quiz.js';
import { accountPaths, accountSchemas, sessionCookieScheme } from '../accounts/openapi-paths.js';
import { syncOpenApi } from '../sync/sync-openapi.js';
import { jsonRepresentation, type Representation, sendRepresentation } from '../http/representation.js';
import { API_CACHE_CONTROL } from './quiz-routes.js';
import { feedbackOpenApi } from '../feedback/openapi.js';
import { exportOpenApiPaths } from '../export/export-openapi.js';
import { CODE_LICENSE, CONTENT_LICENSE } from '../../contract/license.js';
import { LANG_PARAMETER, withLang } from './openapi-lang.js';

const envelope = (data: object) => ({
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, data },
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

/** Answers every data route may give besides its own. */
const commonErrors = {
  400: errorResponse(
    'The Host header is malformed, or the topic id or a query parameter (such as an unknown `lang`) is invalid',
  ),
  429: errorResponse('Too many requests from this client; wait as Retry-After says'),
  503: errorResponse('The database is unreachable; try again in a few seconds'),
};

const query = (name: string, description: string, schema: object) => ({
  name,
  in: 'query',
  required: false,
  description,
  schema,
});

/** The quiz answers (questions and topic lists), with the licence their `license` field names. */
const licensedEnvelope = (data: object) => {
  const base = envelope(data);
  return {
    ...base,
    properties: {
      ...base.properties,
      license: {
        type: 'object',
        description: 'The licence of the questions in this answer, and the attribution it asks for',
        required: ['name', 'url', 'attribution'],
        properties: { name: { type: 'string' }, url: { type: 'string' }, attribution: { type: 'string' } },
      },
    },
  };
};

/** The contract's own zod schemas, written out as OpenAPI so other clients can rely on them. */
export function openApiDocument() {
  const schema = (zodSchema: z.ZodType) => z.toJSONSchema(zodSchema, { target: 'openapi-3.0', io: 'output' });
  const question = withLang(schema(questionFieldsSchema.required()));
  const sync = syncOpenApi(envelope, errorResponse);
  const feedback = feedbackOpenApi();
  return {
    openapi: '3.0.3',
    info: {
      title: 'Quiz Dojo API',
      version: '1',
      description:
        'An open quiz API: topics and their multiple-choice questions, read by anyone; the payload is under `data`. ' +
        'Optional accounts (`/api/account…`) sign a learner in with a passkey and sync their progress (`/api/sync`); ' +
        "learners' feedback (anonymous answer counts and problem reports) is written from this site's own pages only. " +
        `The questions are licensed ${CONTENT_LICENSE.name} (${CONTENT_LICENSE.url}), by ${CONTENT_LICENSE.attribution}; ` +
        'every quiz answer names that licence in its `license` field.',
      // The API's code and this document; the questions it serves are CC BY-SA 4.0, as each answer's `license` says.
      license: { name: CODE_LICENSE.name, url: CODE_LICENSE.url },
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    // The quiz is public and read-only: no credentials. The account routes say which need the session cookie.
    security: [],
    paths: {
      '/api/quiz': {
        get: {
          operationId: 'listTopics',
          summary: 'List the quiz topics',
          description: 'With `lang`, each topic is named in that locale where its translation names it.',
          parameters: [LANG_PARAMETER],
          responses: {
            200: {
              description: 'Every topic',
              content: {
                'application/json': {
                  schema: licensedEnvelope({ type: 'array', items: { $ref: '#/components/schemas/TopicSummary' } }),
                },
              },
            },
            ...commonErrors,
          },
        },
      },
      '/api/quiz/{id}': {
        get: {
          operationId: 'getTopic',
          summary: 'One topic with its questions',
          description:
            "Without a query, every question of the topic in file order. `difficulty`, `tag` and `limit` combine to keep only matching questions (still in file order); `total` stays the topic's number of questions. Other query parameters are ignored.",
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: TOPIC_ID_PATTERN } },
            query('difficulty', 'Only the questions of this difficulty', { type: 'string', enum: [...DIFFICULTIES] }),
            query('tag', 'Only the questions carrying this tag (a well-formed tag no question has gives none)', {
              type: 'string',
              pattern: TAG_PATTERN,
              maxLength: MAX_TAG_LENGTH,
            }),
            query('limit', 'At most this many questions, the first ones', {
              type: 'integer',
              minimum: 1,
              maximum: MAX_QUESTION_LIMIT,
            }),
            LANG_PARAMETER,
          ],
          responses: {
            200: {
              description: 'The topic',
              content: {
                'application/json': { schema: licensedEnvelope({ $ref: '#/components/schemas/TopicDetail' }) },
              },
            },
            ...commonErrors,
            404: errorResponse('There is no topic with this id'),
          },
        },
      },
      ...exportOpenApiPaths(),
      ...accountPaths(),
      ...sync.paths,
      ...feedback.paths,
    },
    components: {
      schemas: {
        ...feedback.schemas,
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
        Error: envelope({ type: 'object', nullable: true, description: 'Always null on an error' }),
        ...accountSchemas(),
        ...sync.schemas,
      },
      securitySchemes: sessionCookieScheme,
    },
  };
}

export function registerOpenApiRoute(app: FastifyInstance) {
  // Made on its first request (about 4 ms of schema conversion and compression), not at start-up.
  let rep: Representation | undefined;
  app.get('/api/openapi.json', { schema: { response: { 200: { type: 'object' } } } }, async (request, reply) =>
    sendRepresentation(request, reply, (rep ??= jsonRepresentation(openApiDocument())), {
      cacheControl: API_CACHE_CONTROL,
    }),
  );
}
