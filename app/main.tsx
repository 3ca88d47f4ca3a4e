import { hydrate, render, type ComponentChild } from 'preact';
import { StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { localeBasename, localePath } from '../contract/locales';
import { activateLocale, loadLocale, pageLocale } from './i18n/locale';
import { askQuestionsIn } from './lib/api-url';
import { readPageData } from './lib/page-data';
import { nextTask, takeOver } from './lib/take-over';
import { routes } from './routes';
import { feedbackWaiting } from './feedback/keys';
import { onAnswerSaved } from './record/answer-events';
import { adoptServerMark } from './record/signed-in';
import { startRecord } from './record/start-record';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

// Before anything reads whether this browser is signed in (the header, the sync).
adoptServerMark();
const pageData = readPageData();
const locale = pageLocale();
// The saved shell, which the offline worker serves for any page, says English: the address knows.
document.documentElement.lang = locale;
document.querySelector('link[rel="manifest"]')?.setAttribute('href', localePath(locale, '/manifest.webmanifest'));
askQuestionsIn(locale);
const basename = localeBasename(locale);
// The learner's record and the page's messages are read while the screen's chunk loads: the first
// render shows the answers, in the page's language.
const [hydrationData] = await Promise.all([pageData && screenReady(pageData), startRecord(), loadLocale(locale)]);
activateLocale(locale);
// Each step is a task of its own, so none of them blocks input for long on a slow phone.
await nextTask();
const router = createBrowserRouter(routes, { basename, ...(hydrationData && { hydrationData }) });
await nextTask();
const app = (
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>
) as ComponentChild;

if (hydrationData) {
  // The components render the server's view first, so hydration finds every attribute as sent,
  // then switch to what the browser stores (app/lib/take-over.ts). The header, a topic's score and
  // the cards of /topics hydrate in later tasks of their own (app/components/hydrate-later.tsx); a
  // topic's question cards are not hydrated here at all (app/hooks/use-card-islands.ts).
  void takeOver(() => hydrate(app, container));
} else {
  render(app, container);
}

/**
 * The server rendered this screen, and the router can take over at once only with its chunk in
 * hand. Without it (a failed chunk, or the reloading stand-in of a stale one) the router loads
 * the page itself and reports it as it would after a navigation.
 */
async function screenReady(data: Partial<HydrationState>): Promise<Partial<HydrationState> | undefined> {
  const routesToLoad = (matchRoutes(routes, window.location, basename) ?? [])
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
// The offline worker (app/offline/register.ts) is registered once the page has loaded; its code is a chunk of its own.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  afterFirstScreen(() => void import('./offline/register').then((module) => module.registerWorker()));
}
// Shared anonymously when this browser shares answers (README "Privacy"); its code loads on the first answer.
onAnswerSaved((questionId, chosen) => {
  void import('./feedback/share').then(
    ({ shareAnswer }) => shareAnswer(questionId, chosen),
    () => {},
  );
});
// A report written offline, or answers not yet sent, before the tab was closed: sent once online.
if (feedbackWaiting())
  afterFirstScreen(() => void import('./feedback/share').then((module) => module.resumeFeedback()));
