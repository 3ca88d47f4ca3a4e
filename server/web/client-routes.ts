import type { FastifyInstance } from 'fastify';
import { isPagePath } from '../../contract/pages.js';
import { handleNotFound } from '../http/errors.js';
import { sendRepresentation } from '../http/representation.js';
import { loadClientFiles } from './client-files.js';

/** Serves the built web app; every page path gets the app shell, unknown paths too but with 404. */
export async function registerClientRoutes(app: FastifyInstance, clientDir: string) {
  const files = await loadClientFiles(clientDir);
  const shell = files.get('/index.html');

  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || pathname === '/api') return handleNotFound(request, reply);
    const file = files.get(pathname);
    if (file && pathname !== '/index.html') {
      return sendRepresentation(request, reply, file, { cacheControl: file.cacheControl });
    }
    if (!shell) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run npm run build');
    }
    const status = isPagePath(pathname) ? 200 : 404;
    return sendRepresentation(request, reply, shell, { cacheControl: shell.cacheControl, status });
  });
}
