/// <reference lib="webworker" />
/**
 * The service worker, built by vite-plugin-pwa (injectManifest) from Workbox's modules. Workbox's
 * generated worker cannot run the save-for-offline messages below (progress per answer written to
 * the cache), nor answer a miss with the API's own error shape; everything else is Workbox's own.
 * What it keeps and its limits are in the README ("Offline").
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import * as navigationPreload from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { splitLocalePath } from '../../contract/locales';
import { isLogo, isQuizAnswer, keepOnly } from './cache-guards';
import { API_CACHE, apiRoot, dataUrlsOf, isQuizData, listUrl, LOGO_CACHE, logosOf, servedFromKept } from './data-urls';
import {
  NOT_SAVED_MESSAGE,
  NOT_SAVED_LIST_MESSAGE,
  type KeepShownRequest,
  type SaveReport,
  type SaveRequest,
} from '../lib/worker-messages';
import { handleSync, type SyncEvent } from './background-sync';
import { keepShown } from './keep-shown-worker';
import { safeJson } from '../lib/safe-json';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/**
 * Topic answers and logos kept at most; the least recently used go first. An answer not fetched
 * again for 30 days is dropped, so nothing is kept forever (README, "Offline").
 */
const MAX_API_ENTRIES = 100;
const MAX_LOGO_ENTRIES = 100;
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** A navigation slower than this gets the saved shell, which renders from saved answers. */
const NAVIGATION_TIMEOUT_SECONDS = 5;
const SAVE_CONCURRENCY = 3;

const root = apiRoot(self.location.origin);

// No directory index: `/` is a page like the others, which the server renders while it answers.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();
navigationPreload.enable();
// The first worker takes over the page that installed it, so what the learner opens next is kept.
// A later version waits for "Reload to update" (app/offline/register.ts).
clientsClaim();
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as { type?: string } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (message?.type === 'SAVE_FOR_OFFLINE' && event.ports[0]) {
    event.waitUntil(save(event, (message as SaveRequest).urls, event.ports[0]));
  }
  if (message?.type === 'KEEP_SHOWN' && event.ports[0]) {
    event.waitUntil(keepShown(event, message as KeepShownRequest, event.ports[0], apiStrategy, root));
  }
});
// A signed-in page's changes that it could not send go from here on the next connection (Chromium).
self.addEventListener('sync', (event) => handleSync(event as SyncEvent, root));

/** A miss while the API cannot be reached answers like the API does, so the app shows its error page. */
const notSaved: WorkboxPlugin = {
  handlerDidError: async ({ request }) => {
    const list = new URL(request.url).pathname.endsWith('/api/quiz');
    const body = { status: false, message: list ? NOT_SAVED_LIST_MESSAGE : NOT_SAVED_MESSAGE, data: null };
    return new Response(JSON.stringify(body), {
      status: 503,
      statusText: 'Service Unavailable',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
  },
};

// Only 200 answers of the API's JSON shape and size are kept: an error (4xx, 5xx), or a captive
// portal's page sent with 200, is never stored as if it were data (app/offline/cache-guards.ts).
const apiStrategy = new StaleWhileRevalidate({
  cacheName: API_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    keepOnly(isQuizAnswer),
    new ExpirationPlugin({ maxEntries: MAX_API_ENTRIES, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
    notSaved,
  ],
});
// Logo URLs carry their version (?v=), so a kept one is never stale. Only SVG or PNG, of a bounded size.
const logoStrategy = new CacheFirst({
  cacheName: LOGO_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    keepOnly(isLogo),
    new ExpirationPlugin({ maxEntries: MAX_LOGO_ENTRIES, maxAgeSeconds: MAX_AGE_SECONDS, purgeOnQuotaError: true }),
  ],
});

registerRoute(({ request }) => servedFromKept(request, root), apiStrategy);
registerRoute(
  ({ url, request }) => request.destination === 'image' && /\/logos\/[^/]+\.(svg|png)$/.test(url.pathname),
  logoStrategy,
);

/**
 * Pages come from the server while it answers, so every online visit gets the page it renders.
 * Offline, the saved shell renders the page in the browser from the saved answers (docs/decisions/0007).
 */
const shellWhenOffline: WorkboxPlugin = {
  handlerDidError: async ({ state }) => {
    if (state) state.fromCache = true;
    return (await matchPrecache('/index.html')) ?? Response.error();
  },
  // A page the server rendered carries its data, so its screen never asked the API: keep that data
  // once the page is sent, so the topic opens offline too.
  handlerDidRespond: async ({ request, response, event, state }) => {
    if (!state?.fromCache && response?.ok) await saveAll(event, dataUrlsOf(request.url, root), () => {});
  },
};
registerRoute(
  new NavigationRoute(
    new NetworkOnly({ networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS, plugins: [shellWhenOffline] }),
    {
      denylist: [/^\/api(\/|$)/, /^\/logos\//],
    },
  ),
);

// The topic list with its logos, and the topic of every open page, are kept when the worker
// installs: the first visit's page came rendered from the server and never asked the API for them.
self.addEventListener('install', (event) => {
  const kept = self.clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((clients) => [
      ...new Set([
        listUrl(root),
        ...clients.flatMap((client) => [
          listUrl(root, splitLocalePath(new URL(client.url).pathname).locale),
          ...dataUrlsOf(client.url, root),
        ]),
      ]),
    ])
    .then((urls) => saveAll(event, urls, () => {}))
    .catch(() => undefined);
  event.waitUntil(kept);
});

async function save(event: ExtendableEvent, urls: unknown, port: MessagePort) {
  const valid = Array.isArray(urls)
    ? urls.filter((url): url is string => typeof url === 'string' && isQuizData(new URL(url), root))
    : [];
  const report = await saveAll(event, valid, (progress) => port.postMessage(progress));
  port.postMessage(report);
}

/** Fetches each answer through the API's strategy, then its logos; reports after each one is stored. */
async function saveAll(
  event: ExtendableEvent,
  urls: string[],
  onProgress: (report: SaveReport) => void,
): Promise<SaveReport> {
  const report: SaveReport = { done: false, total: urls.length, saved: [], bytes: 0 };
  // A logo named by the list and by its topic is one entry, counted once.
  const counted = new Set<string>();
  const count = (url: string, bytes: number) => {
    if (!counted.has(url)) report.bytes += bytes;
    counted.add(url);
  };
  const queue = [...urls];
  const worker = async () => {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
      if (await saveOne(event, url, count).catch(() => false)) report.saved.push(url);
      onProgress({ ...report, saved: [...report.saved] });
    }
  };
  await Promise.all(Array.from({ length: SAVE_CONCURRENCY }, worker));
  return { ...report, saved: [...report.saved], done: true };
}

/** True when the answer is in the cache afterwards; its logos are kept as well as they can be. */
async function saveOne(event: ExtendableEvent, url: string, count: (url: string, bytes: number) => void) {
  const request = new Request(url, { headers: { Accept: 'application/json' } });
  const [, done] = apiStrategy.handleAll({ request, event });
  await done;
  const stored = await (await caches.open(API_CACHE)).match(request);
  if (!stored) return false;
  const text = await stored.text();
  count(url, new TextEncoder().encode(text).byteLength);
  const logos = await caches.open(LOGO_CACHE);
  for (const logo of logosOf(safeJson(text), root)) {
    const [response, logoDone] = logoStrategy.handleAll({ request: new Request(logo), event });
    void response.catch(() => undefined);
    await logoDone.catch(() => undefined);
    // Counted as stored only when it was: a logo that is not an SVG or a PNG, or too large, is not kept.
    const kept = await logos.match(logo);
    if (kept) count(logo, (await kept.blob()).size);
  }
  return true;
}
