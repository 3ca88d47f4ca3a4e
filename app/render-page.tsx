import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type { RenderPage } from '../contract/pages';
import { CATALOGS, type Locale, localeBasename, SOURCE_LOCALE } from '../contract/locales';
import { activateLocale, loadLocale } from './i18n/locale';
import { ServerRenderContext, type ServerRender } from './hooks/use-server-render';
import { serializePageData } from './lib/page-data';
import { routes, type RouteHandle } from './routes';
import { manifestText } from './shell/manifest-text';

// The server's entry into the app (docs/decisions/0006-server-rendered-pages.md): the first screen
// arrives as HTML, so a slow phone paints it before any script has loaded.
// One per locale, as each language's addresses have their own prefix (the router's basename).
const handlers = new Map<Locale, ReturnType<typeof createStaticHandler>>();
const handlerOf = (locale: Locale) => {
  let handler = handlers.get(locale);
  if (!handler) handlers.set(locale, (handler = createStaticHandler(routes, { basename: localeBasename(locale) })));
  return handler;
};

export const renderPage: RenderPage = async (url, options) => {
  const locale = options.locale ?? SOURCE_LOCALE;
  const handler = handlerOf(locale);
  // A screen that shows what only the browser stores is left alone before any loader runs.
  const matches = matchRoutes(routes, new URL(url).pathname, localeBasename(locale)) ?? [];
  if (matches.some((match) => (match.route.handle as RouteHandle | undefined)?.browserOnly)) return undefined;
  const context = await handler.query(new Request(url), { requestContext: options });
  // A redirect, or an error, left to the browser to report exactly as it would after a navigation.
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;

  let head = { title: '', description: '' };
  const server: ServerRender = { setHead: (title, description) => (head = { title, description }) };
  const router = createStaticRouter(handler.dataRoutes, context);
  await loadLocale(locale, CATALOGS);
  // Activated just before the synchronous render, so no other page's render comes between.
  activateLocale(locale);
  const html = renderToString(
    <ServerRenderContext.Provider value={server}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ServerRenderContext.Provider>,
  );
  return { locale, html, ...head, data: serializePageData({ loaderData: context.loaderData }) };
};

renderPage.manifestText = async (locale) => {
  await loadLocale(locale, ['shell']);
  // Activated just before the synchronous read, as for a page's render.
  activateLocale(locale);
  return manifestText();
};
