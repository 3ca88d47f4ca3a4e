import type { FastifyInstance } from 'fastify';
import { requestPath } from './request-path.js';

/**
 * Scripts only from our own origin, nothing may frame us, no plugins. `data:` images are allowed
 * for the drawings in our CSS (the mark on a continued line of code); styles only from our CSS
 * files; the offline worker and the web app manifest only from our origin. A build made with
 * VITE_API_URL fetches its data, and shows the logos, from that API's origin, which the build names
 * (server/web/build-settings.ts).
 */
function contentSecurityPolicy(apiOrigin: string | undefined): string {
  const api = apiOrigin ? ` ${apiOrigin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data:${api}`,
    `connect-src 'self'${api}`,
    "font-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  // No bluetooth=(): Chromium does not know it and says so in the console of every page.
  'browsing-topics=()',
].join(', ');

const HEADER_NAMES = /^[A-Za-z0-9-]+(\s*,\s*[A-Za-z0-9-]+)*$/;

/** The headers of every response; of an answer Node's or Fastify's parser refused too (server/http/errors.ts). */
export const EVERY_RESPONSE = {
  'content-security-policy': contentSecurityPolicy(undefined),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * The headers every response carries, set in one callback-style hook (the API's hot path), and CORS for
 * the open API and its logos: any origin may read, nobody may write, so `*` and a fixed preflight.
 * `apiUrl` is the served build's API when it is another site's (contract/build-settings.ts).
 */
export function registerResponseHeaders(app: FastifyInstance, apiUrl: string | null = null) {
  const every = {
    ...EVERY_RESPONSE,
    'content-security-policy': contentSecurityPolicy(apiUrl ? new URL(apiUrl).origin : undefined),
  };
  const openToAnyOrigin = {
    ...every,
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'etag, x-request-id',
  };
  app.addHook('onRequest', (request, reply, done) => {
    const path = requestPath(request.url);
    const open = path.startsWith('/api/') || path.startsWith('/logos/');
    reply.headers(open ? openToAnyOrigin : every).header('x-request-id', request.id);
    // Only over HTTPS (directly, or as a trusted proxy reports it): HSTS on plain HTTP is ignored at best.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    done();
  });

  app.options('/*', (request, reply) => {
    const asked = request.headers['access-control-request-headers'];
    if (typeof asked === 'string' && HEADER_NAMES.test(asked)) reply.header('access-control-allow-headers', asked);
    reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD')
      .header('access-control-max-age', '86400')
      .header('allow', 'GET, HEAD, OPTIONS')
      .code(204)
      .send();
  });
}
