import { renderToString } from 'preact-render-to-string';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderPage } from '../contract/pages';
import { ServerRenderContext, type ServerRender } from './hooks/use-server-render';
import { serializePageData } from './lib/page-data';
import { routes, type RouteHandle } from './routes';

// The server's entry into the app (docs/decisions/0006-server-rendered-pages.md): the first screen
// arrives as HTML, so a slow phone paints it before any script has loaded.
const handler = createStaticHandler(routes);

export const renderPage: RenderPage = async (url, { fetchApi, sanitize }) => {
  const context = await handler.query(new Request(url), { requestContext: { fetchApi, sanitize } });
  // A redirect, an error (left to the browser to report exactly as it would after a navigation),
  // or a screen that shows what only the browser stores.
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;
  if (context.matches.some((match) => (match.route.handle as RouteHandle | undefined)?.browserOnly)) return undefined;

  let head = { title: '', description: '' };
  const server: ServerRender = { setHead: (title, description) => (head = { title, description }) };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <ServerRenderContext.Provider value={server}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </ServerRenderContext.Provider>,
  );
  return { html, ...head, data: serializePageData({ loaderData: context.loaderData }) };
};
