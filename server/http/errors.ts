import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../api/envelope.js';

const INVALID_ID = 'The topic id must be a positive whole number such as 1 (see GET /api/quiz for the ids)';

/** The one error handler: clients get a clear 4xx message or a plain 5xx, never internals. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation && error.validationContext === 'params') {
    return reply
      .code(400)
      .send(errorEnvelope(request.url.startsWith('/api/quiz/') ? INVALID_ID : `Invalid path: ${error.message}`));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorEnvelope(error.message));
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(status >= 500 && status < 600 ? status : 500)
    .send(errorEnvelope('Internal server error; please try again later'));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = request.url.split('?')[0]!;
  if (/^\/api\/quiz\/[^/]+\/?$/.test(pathname)) return reply.code(400).send(errorEnvelope(INVALID_ID));
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
    return reply
      .code(405)
      .header('allow', 'GET, HEAD')
      .send(errorEnvelope(`Method ${request.method} is not allowed here`));
  }
  const hint = pathname.startsWith('/api') ? '; see /api/openapi.json for the endpoints' : '';
  return reply.code(404).send(errorEnvelope(`Nothing found at ${pathname}${hint}`));
}

/** Errors Fastify raises before routing, such as a URL that is not valid percent-encoding. */
export function handleFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.code(status).send(errorEnvelope(`Bad request: ${error.message}`));
}
