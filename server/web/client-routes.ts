import type { FastifyInstance } from 'fastify';
import { findPage, PAGES } from '../../contract/pages.js';
import { handleNotFound } from '../http/errors.js';
import { sendRepresentation } from '../http/representation.js';
import { type ClientFile, loadClientFiles } from './client-files.js';

/** Serves the built web app; every page path gets the app shell, unknown paths too but with 404. */
export async function registerClientRoutes(app: FastifyInstance, clientDir: string) {
  const files = await loadClientFiles(clientDir);
  const shell = files.get('/index.html');
  const hints = chunkHints(files);

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
    const page = findPage(pathname);
    const status = page ? 200 : 404;
    const chunk = page?.chunk;
    const links = [chunk && hints.get(chunk), status === 200 && dataHint(pathname)].filter(Boolean);
    if (links.length > 0) reply.header('link', links.join(', '));
    return sendRepresentation(request, reply, shell, { cacheControl: shell.cacheControl, status });
  });
}

/** The API answer a page's loader will ask for, fetched while the scripts still load. */
function dataHint(pathname: string): string | undefined {
  const id = /^\/topic\/([1-9]\d{0,8})\/?$/.exec(pathname)?.[1];
  const url = id ? `/api/quiz/${id}` : /^\/(topics|statistics)\/?$/.test(pathname) ? '/api/quiz' : undefined;
  return url && `<${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

/**
 * A page opened directly would fetch its screen's chunk only once the entry script has run; a
 * modulepreload Link header lets the browser fetch it, and the chunks it imports, with the entry.
 */
function chunkHints(files: Map<string, ClientFile>): Map<string, string> {
  const hints = new Map<string, string>();
  const shell = files.get('/index.html')?.identity.toString() ?? '';
  for (const name of PAGES.flatMap((page) => page.chunk ?? [])) {
    const chunk = [...files.keys()].find((urlPath) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`).test(urlPath));
    if (!chunk) continue;
    const imports = [
      ...files
        .get(chunk)!
        .identity.toString()
        .matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g),
    ]
      .map((match) => `/assets/${match[1]}`)
      .filter((urlPath) => files.has(urlPath) && !shell.includes(urlPath));
    hints.set(name, [chunk, ...new Set(imports)].map((urlPath) => `<${urlPath}>; rel=modulepreload`).join(', '));
  }
  return hints;
}
