import type { FastifyRequest, FastifyServerOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False on the routes a learner's feedback goes through (docs/decisions/0017-feedback.md): their
     * log lines name no client address or port, so a report or an answer is never linked to a sender.
     */
    logClientAddress?: boolean;
  }
}

const MAX_LOGGED = 200;

const clip = (value: string | undefined) =>
  value !== undefined && value.length > MAX_LOGGED ? `${value.slice(0, MAX_LOGGED)}…` : value;

/**
 * What a log line says about a request: every value a client writes is cut short, so a 16 KB
 * header costs a log line 200 characters, not 16 KB (Fastify's own serializer logs them whole).
 */
function serializeRequest(request: FastifyRequest) {
  const fields = { method: request.method, url: clip(request.url), host: clip(request.headers.host) };
  if (request.routeOptions?.config?.logClientAddress === false) return fields;
  return { ...fields, remoteAddress: clip(request.ip), remotePort: request.socket?.remotePort };
}

export function loggerOptions(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const base = logger === true ? {} : logger;
  return { ...base, serializers: { req: serializeRequest, ...base.serializers } };
}
