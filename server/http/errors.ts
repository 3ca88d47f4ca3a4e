import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope } from '../api/envelope.js';
import { clip } from './echo.js';
import { requestPath } from './request-path.js';
import { EVERY_RESPONSE } from './security-headers.js';

const INVALID_ID = 'The topic id must be a positive whole number such as 1 (see GET /api/quiz for the ids)';

/** The one error handler: clients get a clear 4xx message or a plain 5xx, never internals. */
export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation && error.validationContext === 'params') {
    return reply
      .code(400)
      .send(
        errorEnvelope(
          requestPath(request.url).startsWith('/api/quiz/') ? INVALID_ID : `Invalid path: ${error.message}`,
        ),
      );
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorEnvelope(error.message));
  }
  if (databaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).header('retry-after', 5).send(errorEnvelope(DATABASE_UNAVAILABLE));
  }
  request.log.error({ err: error }, 'request failed');
  return reply
    .code(status >= 500 && status < 600 ? status : 500)
    .send(errorEnvelope('Internal server error; please try again later'));
}

const DATABASE_UNAVAILABLE = 'The database is unreachable or busy right now; please try again in a few seconds';
/** Driver errors of a database that is down, restarting or locked: temporary, so 503 rather than 500. */
const UNAVAILABLE_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED', 'ECONNREFUSED', 'ECONNRESET', '57P01', '57P03']);
const UNAVAILABLE_MESSAGE = /timeout exceeded when trying to connect|Connection terminated|Query read timeout/;

/** Routes that write (accounts, sync) reach the database per request, unlike the quiz routes. */
function databaseUnavailable(error: FastifyError): boolean {
  return UNAVAILABLE_CODES.has(String(error.code)) || UNAVAILABLE_MESSAGE.test(error.message);
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = requestPath(request.url).split('?')[0]!;
  if (/^\/api\/quiz\/[^/]+\/?$/.test(pathname)) return reply.code(400).send(errorEnvelope(INVALID_ID));
  if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS') {
    return reply
      .code(405)
      .header('allow', 'GET, HEAD')
      .send(errorEnvelope(`Method ${request.method} is not allowed here`));
  }
  const hint = pathname.startsWith('/api') ? '; see /api/openapi.json for the endpoints' : '';
  return reply.code(404).send(errorEnvelope(`Nothing found at ${clip(pathname)}${hint}`));
}

const BAD_URL = 'Bad request: the URL is not valid (check its percent-encoding)';

/**
 * Errors Fastify raises before routing, such as a URL that is not valid percent-encoding. They skip
 * the onRequest hooks, so the fixed headers are set here; the message never repeats the URL.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  reply.headers(EVERY_RESPONSE).header('x-request-id', request.id);
  reply.code(status).send(errorEnvelope(error.code === 'FST_ERR_BAD_URL' ? BAD_URL : 'Bad request'));
}

const CLIENT_ERRORS: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'Request headers too large: at most 16 KB'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout', 'The request took too long to arrive'],
};
const FIXED_HEADERS = Object.entries(EVERY_RESPONSE)
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * What Node's HTTP parser refuses (oversized headers, malformed requests) never reaches Fastify:
 * it gets the same headers and a request id as any answer, and a fixed message.
 */
export function clientErrorHandler(nextId: () => string) {
  return (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, message] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'Bad Request', 'Bad request'];
    const body = JSON.stringify(errorEnvelope(message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\n${FIXED_HEADERS}x-request-id: ${nextId()}\r\n` +
          `content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
          `connection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
