import { z } from 'zod';
import { answerBatchSchema, reportSchema, topicFiguresSchema } from '../../contract/feedback.js';
import { TOPIC_ID_PATTERN } from '../../contract/quiz.js';

const envelope = (data: object) => ({
  type: 'object',
  required: ['status', 'message', 'data'],
  properties: { status: { type: 'boolean' }, message: { type: 'string' }, data },
});
const error = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});
const ok = (description: string, data: object) => ({
  description,
  content: { 'application/json': { schema: envelope(data) } },
});
const body = (name: string) => ({
  required: true,
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${name}` } } },
});

/** Errors both writes may answer. */
const writeErrors = {
  400: error('The body is not valid UTF-8 JSON, or breaks the schema (the message says where)'),
  403: error('The request comes from a page on another site (Origin or Sec-Fetch-Site)'),
  413: error('The body is too large'),
  415: error('The body is not application/json'),
  429: error('Too many requests from this client; wait as Retry-After says'),
};

/** The feedback routes (server/feedback/feedback-routes.ts), for the OpenAPI document. */
export function feedbackOpenApi() {
  const schema = (zodSchema: z.ZodType, io: 'input' | 'output') =>
    z.toJSONSchema(zodSchema, { target: 'openapi-3.0', io });
  return {
    paths: {
      '/api/answers': {
        post: {
          operationId: 'sendAnswers',
          summary: "Count learners' first answers, anonymously",
          description:
            'Only the question, the option chosen and whether it was the first answer in this browser are kept, added to per-option counters (no address, no time of an answer). Each address is counted once on a question a day, and each network (IPv4 /24, IPv6 /48) twice. Accepted from pages of this site only.',
          requestBody: body('AnswerBatch'),
          responses: {
            202: ok('The batch was read; `received` answers were to questions and options the bank has', {
              type: 'object',
              required: ['received'],
              properties: { received: { type: 'integer', minimum: 0 } },
            }),
            ...writeErrors,
          },
        },
      },
      '/api/reports': {
        post: {
          operationId: 'reportQuestion',
          summary: 'Report a problem with a question',
          description:
            'Stored before the answer is sent, with its time rounded down to the hour and nothing about the sender. Send the same `reportId` again after a lost answer: it is stored once. Accepted from pages of this site only.',
          requestBody: body('Report'),
          responses: {
            201: ok('The report is stored', {
              type: 'object',
              required: ['stored'],
              properties: { stored: { type: 'boolean' } },
            }),
            ...writeErrors,
            404: error('There is no question with this id'),
            503: error('The report could not be stored; send it again later'),
          },
        },
      },
      '/api/answers/{id}': {
        get: {
          operationId: 'getTopicFigures',
          summary: 'How learners answered the questions of a topic',
          description:
            "Questions that at least `minLearners` learners answered, with each option's first-answer picks in the order of the question's `options`. Read again at most once a minute.",
          parameters: [
            { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: TOPIC_ID_PATTERN } },
          ],
          responses: {
            200: ok('The figures', { $ref: '#/components/schemas/TopicFigures' }),
            400: error('The id is not a positive whole number, or the Host header is malformed'),
            404: error('There is no topic with this id'),
            429: error('Too many requests from this client; wait as Retry-After says'),
            503: error('The database is unreachable; try again in a few seconds'),
          },
        },
      },
    },
    schemas: {
      AnswerBatch: schema(answerBatchSchema, 'input'),
      Report: schema(reportSchema, 'input'),
      TopicFigures: schema(topicFiguresSchema, 'output'),
    },
  };
}
