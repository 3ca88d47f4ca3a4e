import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SOURCE_LOCALE } from '../../contract/locales.js';
import { findPage, PAGES, type RenderPage } from '../../contract/pages.js';
import { TOPIC_ID_PATTERN } from '../../contract/quiz.js';
import { handleNotFound } from '../http/errors.js';
import { OriginError, type OriginPolicy } from '../http/origin.js';
import type { RateLimit } from '../http/rate-limit.js';
import { requestPath } from '../http/request-path.js';
import { sendRepresentation } from '../http/representation.js';
import { type ClientFile, loadClientFiles } from './client-files.js';
import { createPages } from './pages.js';

type PageOptions = {
  render?: RenderPage;
  origins: OriginPolicy;
  limit: RateLimit;
  /** The build's quiz API when it is another site's (VITE_API_URL): its pages are the browser's. */
  apiUrl: string | null;
};
const TOPIC_PAGE = /^\/topic\/([^/]+)\/?$/;
const TOPIC_ID = new RegExp(TOPIC_ID_PATTERN);
/** A locale's compiled catalog, named locale-<code>-<hash>.js by the build (vite.config.ts). */
const LOCALE_CHUNK = (locale: string) => new RegExp(`^/assets/locale-${locale}-[\\w-]{8}\\.js$`);

/**
 * Serves the built web app. A page path gets its page rendered on the server when it can be
 * (server/web/pages.ts), else the app shell; unknown paths get the shell with 404. A build whose
 * API is another site's shows that API's data, which this server neither has nor knows: its pages
 * are the shell, with 200, and hint that API's answer (docs/decisions/0006).
 */
export async function registerClientRoutes(
  app: FastifyInstance,
  clientDir: string,
  { render, origins, limit, apiUrl }: PageOptions,
) {
  const files = await loadClientFiles(clientDir);
  const shell = files.get('/index.html');
  const chunks = chunkUrls(files);
  // Every page needs its language's messages before it renders: until the address carries the
  // locale, English's (docs/decisions/0026).
  const messages = [...files.keys()].filter((urlPath) => LOCALE_CHUNK(SOURCE_LOCALE).test(urlPath));
  const chunksOf = (chunk: string | undefined) => [...(chunks.get(chunk ?? '') ?? []), ...messages];
  const pages =
    shell && render && !apiUrl
      ? createPages({
          shell: shell.identity.toString(),
          render,
          store: app.quizStore,
          scriptsFor: (pathname) => chunksOf(findPage(pathname)?.chunk),
          onError: (error) => app.log.error({ err: error }, 'rendering a page failed; the shell was sent'),
        })
      : undefined;
  // A query string changes what the screen shows (?mode=shuffle), so such pages are the browser's.
  const renderedPage = (request: FastifyRequest, origin: string, pathname: string) => {
    if (!pages || request.url.includes('?')) return undefined;
    void app.quizStore.checkForUpdates();
    return pages(origin, pathname);
  };

  app.get('/*', async (request, reply) => {
    const pathname = requestPath(request.url).split('?')[0]!;
    if (pathname.startsWith('/api/') || pathname === '/api') return handleNotFound(request, reply);
    // /index.html is the bare shell, which the offline worker keeps for pages opened offline.
    const file = files.get(pathname);
    if (file) {
      return sendRepresentation(request, reply, file, { cacheControl: file.cacheControl });
    }
    if (!(await limit.allow(request, reply))) return reply;
    if (!shell) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run npm run build');
    }
    let origin: string;
    try {
      origin = origins.originOf(request);
    } catch (error) {
      if (!(error instanceof OriginError)) throw error;
      return reply.code(error.statusCode).type('text/plain; charset=utf-8').send(error.message);
    }
    const found = findPage(pathname);
    const status = found ? pageStatus(pathname) : 404;
    const page = status === 200 ? await renderedPage(request, origin, pathname) : undefined;
    // A rendered page carries its data and starts its scripts itself, after its first paint.
    if (found && !page) {
      const preloads = chunksOf(found.chunk).map((url) => `<${url}>; rel=modulepreload`);
      const links = [...preloads, dataHint(pathname, apiUrl ?? '')].filter(Boolean);
      if (links.length > 0) reply.header('link', links.join(', '));
    }
    return sendRepresentation(request, reply, page ?? shell, {
      cacheControl: shell.cacheControl,
      status,
      vary: origins.vary,
    });
  });

  /**
   * A topic page the server knows is missing answers as the API does (400 for a malformed id, 404
   * for an unknown one), with the shell, which shows the API's message. While the database is
   * unreachable the server cannot know, so the browser finds out.
   */
  function pageStatus(pathname: string): 200 | 400 | 404 {
    const id = TOPIC_PAGE.exec(pathname)?.[1];
    if (id === undefined || apiUrl || !app.quizStore.available) return 200;
    if (!TOPIC_ID.test(id)) return 400;
    return app.quizStore.data.byId.has(Number(id)) ? 200 : 404;
  }
}

/** The API answer a page's loader will ask for (from `apiBase`, the build's API), fetched while the scripts still load. */
function dataHint(pathname: string, apiBase: string): string | undefined {
  const id = /^\/topic\/([1-9]\d{0,8})\/?$/.exec(pathname)?.[1];
  const url = id ? `/api/quiz/${id}` : /^\/(topics|statistics|quiz)\/?$/.test(pathname) ? '/api/quiz' : undefined;
  return url && `<${apiBase}${url}>; rel=preload; as=fetch; crossorigin=anonymous`;
}

/**
 * A page opened directly would fetch its screen's chunk only once the entry script has run; a
 * modulepreload lets the browser fetch it, and the chunks it imports, with the entry.
 */
function chunkUrls(files: Map<string, ClientFile>): Map<string, string[]> {
  const urls = new Map<string, string[]>();
  const shell = files.get('/index.html')?.identity.toString() ?? '';
  for (const name of PAGES.flatMap((page) => page.chunk ?? [])) {
    // Screens' chunks are named route-<name>-<hash>.js by the build (vite.config.ts).
    const chunk = [...files.keys()].find((urlPath) => new RegExp(`^/assets/route-${name}-[\\w-]+\\.js$`).test(urlPath));
    if (!chunk) continue;
    const imports = [
      ...files
        .get(chunk)!
        .identity.toString()
        .matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g),
    ]
      .map((match) => `/assets/${match[1]}`)
      .filter((urlPath) => files.has(urlPath) && !shell.includes(urlPath));
    urls.set(name, [chunk, ...new Set(imports)]);
  }
  return urls;
}
