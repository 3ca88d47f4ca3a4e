import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const MAX_LOGGED = 200;

const clip = (value: string | undefined) =>
  value !== undefined && value.length > MAX_LOGGED ? `${value.slice(0, MAX_LOGGED)}…` : value;

/**
 * What a log line says about a request: every value a client writes is cut short, so a 16 KB
 * header costs a log line 200 characters, not 16 KB (Fastify's own serializer logs them whole).
 */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: clip(request.url),
    host: clip(request.headers.host),
    remoteAddress: clip(request.ip),
    remotePort: request.socket?.remotePort,
  };
}

export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { req: serializeRequest, ...base.serializers } };
}
