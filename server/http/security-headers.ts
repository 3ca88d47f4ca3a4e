import type { FastifyInstance } from 'fastify';

/**
 * Scripts only from our own origin, nothing may frame us, no plugins. `data:` images are allowed
 * for the inline SVG favicon; styles only from our CSS files.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'browsing-topics=()',
].join(', ');

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'content-security-policy': CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'permissions-policy': PERMISSIONS_POLICY,
      'cross-origin-opener-policy': 'same-origin',
      'x-request-id': request.id,
    });
    // Only over HTTPS (directly, or as a trusted proxy reports it): HSTS on plain HTTP is ignored at best.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}
