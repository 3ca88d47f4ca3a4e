import type { RouteObject } from 'react-router';
import { catalogsFor } from '../contract/locales';
import { loadLocale, pageLocale } from './i18n/locale';
import { loadChunk } from './lib/chunk-loader';
import { HydrateFallback, Layout } from './routes/layout';
import { Home } from './routes/home';
import { ErrorPage } from './routes/error-page';

/** A route's `handle`: a `browserOnly` screen shows what the browser stores, so the server leaves it alone. */
export type RouteHandle = { browserOnly?: boolean };

const accountChunk = () => screen('account', () => import('./routes/account'));

/**
 * A screen's chunk and its text, fetched together. The server has every catalog loaded before it
 * renders (app/render-page.tsx); the browser fetches the page's language's (app/i18n/catalogs.ts).
 */
function screen<T extends object>(chunk: string, importer: () => Promise<T>) {
  return loadChunk(async () => {
    const text = typeof document === 'undefined' ? undefined : loadLocale(pageLocale(), catalogsFor(chunk));
    const [module] = await Promise.all([importer(), text]);
    return module;
  });
}

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
      { path: 'topics', lazy: () => screen('topics', () => import('./routes/topics')) },
      { path: 'topic/:id', lazy: () => screen('topic', () => import('./routes/topic')) },
      {
        path: 'statistics',
        handle: { browserOnly: true } satisfies RouteHandle,
        lazy: () => screen('statistics', () => import('./routes/statistics')),
      },
      {
        // The server sends its frame; the browser, which holds the cards, fills in the round.
        path: 'review',
        lazy: () => screen('review', () => import('./routes/review')),
      },
      { path: 'blog', lazy: () => screen('blog', () => import('./routes/blog')) },
      {
        // Its settings are in the query string, which the server leaves to the browser anyway.
        path: 'quiz',
        handle: { browserOnly: true } satisfies RouteHandle,
        lazy: () => screen('quiz', () => import('./routes/quiz')),
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
