import type { RouteObject } from 'react-router';
import { loadChunk } from './lib/chunk-loader';
import { HydrateFallback, Layout } from './routes/layout';
import { Home } from './routes/home';
import { ErrorPage } from './routes/error-page';

/** A route's `handle`: a `browserOnly` screen shows what the browser stores, so the server leaves it alone. */
export type RouteHandle = { browserOnly?: boolean };

const accountChunk = () => loadChunk(() => import('./routes/account'));

// The landing page ships in the entry bundle; every other screen (and its loader,
// zod and DOMPurify) is a chunk fetched on first visit.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    HydrateFallback,
    errorElement: <ErrorPage />,
    children: [
      { index: true, Component: Home },
      { path: 'home', Component: Home },
      { path: 'topics', lazy: () => loadChunk(() => import('./routes/topics')) },
      { path: 'topic/:id', lazy: () => loadChunk(() => import('./routes/topic')) },
      {
        path: 'statistics',
        handle: { browserOnly: true } satisfies RouteHandle,
        lazy: () => loadChunk(() => import('./routes/statistics')),
      },
      {
        // The server sends its frame; the browser, which holds the cards, fills in the round.
        path: 'review',
        lazy: () => loadChunk(() => import('./routes/review')),
      },
      { path: 'blog', lazy: () => loadChunk(() => import('./routes/blog')) },
      {
        // Its settings are in the query string, which the server leaves to the browser anyway.
        path: 'quiz',
        handle: { browserOnly: true } satisfies RouteHandle,
        lazy: () => loadChunk(() => import('./routes/quiz')),
      },
      {
        // The account screens (/account and /account/pair) read the browser's sign-in marker; their
        // code loads only here, one chunk for both. Each leaf has the screen (a leaf without one made
        // React Router warn in the console); the parent only groups them.
        path: 'account',
        handle: { browserOnly: true } satisfies RouteHandle,
        children: [
          { index: true, lazy: accountChunk },
          { path: 'pair', lazy: accountChunk },
        ],
      },
    ],
  },
];
