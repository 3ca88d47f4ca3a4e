import { render, type ComponentChild } from 'preact';
import { StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readPageData } from './lib/page-data';
import { routes } from './routes';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

const pageData = readPageData();
const hydrationData = pageData && (await screenReady(pageData));
const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);

// Preact's own render, not createRoot: createRoot empties the container first, as React's does, and
// hydrate keeps the server's attributes. render reuses the server's elements and corrects every
// attribute that differs, such as what the browser's storage changes (docs/decisions/0006).
render(
  (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  ) as ComponentChild,
  container,
);

/**
 * The server rendered this screen, and the router can take over at once only with its chunk in
 * hand. Without it (a failed chunk, or the reloading stand-in of a stale one) the router loads
 * the page itself and reports it as it would after a navigation.
 */
async function screenReady(data: Partial<HydrationState>): Promise<Partial<HydrationState> | undefined> {
  const routesToLoad = (matchRoutes(routes, window.location) ?? [])
    .map((match) => match.route)
    .filter((route) => route.lazy);
  try {
    await Promise.all(
      routesToLoad.map(async (route) => {
        const load = route.lazy as () => Promise<object>;
        Object.assign(route, await load(), { lazy: undefined });
      }),
    );
  } catch {
    return undefined;
  }
  return routesToLoad.every((route) => route.Component) ? data : undefined;
}

// Metrics must not compete with the first screen, which may wait for a route chunk and its data,
// so the reporter is fetched once the router has loaded it and it has painted.
function afterFirstScreen(run: () => void) {
  const later = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (router.state.initialized) return later();
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    later();
  });
}
afterFirstScreen(() => void import('./lib/report-web-vitals').then((module) => module.reportWebVitals()));
