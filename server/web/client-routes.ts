import type { FastifyInstance, FastifyRequest } from 'fastify';
import { catalogsFor, type Locale, questionLangQuery, SOURCE_LOCALE, splitLocalePath } from '../../contract/locales.js';
import { findPage, PAGES, type RenderPage } from '../../contract/pages.js';
import { TOPIC_ID_PATTERN } from '../../contract/quiz.js';
import { handleNotFound } from '../http/errors.js';
import { OriginError, type OriginPolicy } from '../http/origin.js';
import type { RateLimit } from '../http/rate-limit.js';
import { requestPath } from '../http/request-path.js';
import { sendRepresentation } from '../http/representation.js';
import { type ClientFile, loadClientFiles } from './client-files.js';
import { firstVisitLocale, redirectToLocale } from './first-visit.js';
import { localeManifests, MANIFEST_PATH } from './locale-manifest.js';
import { localeShells } from './locale-shell.js';
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
/** A locale's compiled catalog, named locale-<code>.<catalog>-<hash>.js by the build (vite.config.ts). */
const CATALOG_CHUNK = (locale: string, catalog: string) =>
  new RegExp(`^/assets/locale-${locale}\\.${catalog}-[\\w-]{8}\\.js$`);

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
  const shells = shell && localeShells(shell);
  const manifests = localeManifests(files.get(MANIFEST_PATH)?.identity, render);
  // Every page needs its language's messages before it renders, those of its screen's catalogs
  // (docs/decisions/0026).
  const messagesOf = (chunk: string | undefined, locale: Locale) =>
    catalogsFor(chunk).flatMap((catalog) =>
      [...files.keys()].filter((urlPath) => CATALOG_CHUNK(locale, catalog).test(urlPath)),
    );
  const chunksOf = (pathname: string) => {
    const { locale, path } = splitLocalePath(pathname);
    const chunk = findPage(path)?.chunk;
    return [...(chunks.get(chunk ?? '') ?? []), ...messagesOf(chunk, locale)];
  };
  const pages =
    shell && render && !apiUrl
      ? createPages({
          shell: shell.identity.toString(),
          render,
          store: app.quizStore,
          scriptsFor: chunksOf,
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
    if (!shell || !shells) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built yet: run npm run build');
    }
    let origin: string;
    try {
      origin = origins.originOf(request);
    } catch (error) {
      if (!(error instanceof OriginError)) throw error;
      return reply.code(error.statusCode).type('text/plain; charset=utf-8').send(error.message);
    }
    const { locale, path } = splitLocalePath(pathname);
    if (path === MANIFEST_PATH && locale !== SOURCE_LOCALE) {
      const manifest = await manifests(locale);
      const english = files.get(MANIFEST_PATH);
      if (manifest && english)
        return sendRepresentation(request, reply, manifest, { cacheControl: english.cacheControl });
    }
    const found = findPage(path);
    // A first visit to an English address goes to the learner's language, once (server/web/first-visit.ts).
    const chosen = found && locale === SOURCE_LOCALE ? firstVisitLocale(request) : undefined;
    if (chosen) return redirectToLocale(reply, chosen, requestPath(request.url));
    const status = found ? pageStatus(path) : 404;
    const page = status === 200 ? await renderedPage(request, origin, pathname) : undefined;
    // A rendered page carries its data and starts its scripts itself, after its first paint.
    if (found && !page) {
      const preloads = chunksOf(pathname).map((url) => `<${url}>; rel=modulepreload`);
      const links = [...preloads, dataHint(path, locale, apiUrl ?? '')].filter(Boolean);
      if (links.length > 0) reply.header('link', links.join(', '));
    }
    return sendRepresentation(request, reply, page ?? (await shells(locale)), {
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
  function pageStatus(path: string): 200 | 400 | 404 {
    const id = TOPIC_PAGE.exec(path)?.[1];
    if (id === undefined || apiUrl || !app.quizStore.available) return 200;
    if (!TOPIC_ID.test(id)) return 400;
    return app.quizStore.data.byId.has(Number(id)) ? 200 : 404;
  }
}

/**
 * The API answer a page's loader will ask for (from `apiBase`, the build's API, in the page's
 * language as app/lib/api-url.ts asks), fetched while the scripts still load.
 */
function dataHint(path: string, locale: Locale, apiBase: string): string | undefined {
  const id = /^\/topic\/([1-9]\d{0,8})\/?$/.exec(path)?.[1];
  const url = id ? `/api/quiz/${id}` : /^\/(topics|statistics|quiz)\/?$/.test(path) ? '/api/quiz' : undefined;
  return url && `<${apiBase}${url}${questionLangQuery(locale)}>; rel=preload; as=fetch; crossorigin=anonymous`;
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
