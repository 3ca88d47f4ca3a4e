import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LAUNCH_LOCALES, type Locale, localePath, SOURCE_LOCALE, splitLocalePath } from '../../contract/locales.js';
import { QUIZ_LANGS } from '../../contract/translations/locales.js';
import { type ApiFetch, PAGE_DATA_ID, type RenderedPage, type RenderPage } from '../../contract/pages.js';
import { TOPIC_ID_PATTERN } from '../../contract/quiz.js';
import type { QuizStore } from '../api/quiz-store.js';
import { QUESTION_TAGS } from '../../contract/question-html.js';
import { type Representation, representationOffLoop } from '../http/representation.js';
import { inLocale } from './locale-shell.js';

/** Pages differ by origin (logo URLs are absolute) and path; a few hundred is every real one. */
const MAX_CACHED_PAGES = 500;
const ROOT = '<div id="root"></div>';
/** The entry script and its preloads, as Vite writes them into index.html. */
const APP_SCRIPTS = /\s*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)/g;
const TOPIC_ID = new RegExp(TOPIC_ID_PATTERN);

/**
 * The app's server entry, built by `vite build --ssr` beside the client; absent, pages are the bare
 * shell. It is imported on the first page request, not at start-up: the API never needs it.
 */
export function loadPageRenderer(renderDir: string): RenderPage | undefined {
  const file = path.join(renderDir, 'render-page.js');
  if (!fs.existsSync(file)) return undefined;
  let loaded: Promise<RenderPage> | undefined;
  const load = () =>
    (loaded ??= import(pathToFileURL(file).href).then((module: { renderPage?: unknown }) => {
      if (typeof module.renderPage !== 'function')
        throw new Error(`${file} does not export renderPage: run npm run build`);
      return module.renderPage as RenderPage;
    }));
  const render: RenderPage = async (url, options) => (await load())(url, options);
  render.manifestText = async (locale) => {
    const { manifestText } = await load();
    if (!manifestText) throw new Error(`${file} does not give the manifest's texts: run npm run build`);
    return manifestText(locale);
  };
  return render;
}

type Options = {
  shell: string;
  render: RenderPage;
  store: QuizStore;
  /** The chunks of a page's screen, started with the entry. */
  scriptsFor: (pathname: string) => string[];
  onError: (error: unknown) => void;
};

/**
 * Pages rendered on the server with the store's answers, each rendered and compressed once per
 * content version, like the API's. Undefined means: send the shell and let the browser render.
 */
export function createPages({ shell, render, store, scriptsFor, onError }: Options) {
  if (!shell.includes(ROOT)) throw new Error(`The built index.html lacks ${ROOT}: run npm run build`);
  const entry = (shell.match(APP_SCRIPTS) ?? []).map((tag) => tag.trim()).join('');
  const bareShell = shell.replace(APP_SCRIPTS, '');
  let cache = new Map<string, Promise<Representation | undefined>>();
  let version = store.data.version;

  async function build(origin: string, pathname: string): Promise<Representation | undefined> {
    const sanitize = await loadSanitizer();
    const { locale, path: appPath } = splitLocalePath(pathname);
    const fetchApi = storeFetch(store, origin, locale);
    const rendered = await render(`${origin}${pathname}`, { locale, fetchApi, sanitize });
    if (!rendered) return undefined;
    const chunks = scriptsFor(pathname).map((url) => `<link rel="modulepreload" crossorigin href="${url}">`);
    const head = alternateLinks(origin, appPath);
    return representationOffLoop(
      'text/html; charset=utf-8',
      compose(bareShell, rendered, head, entry + chunks.join('')),
    );
  }

  /** `pathname` is the page's whole address, its locale prefix included (`/es/topics`). */
  return (origin: string, pathname: string): Promise<Representation | undefined> => {
    // While the database is unreachable the API answers 503, and the browser shows that error.
    if (!store.available) return Promise.resolve(undefined);
    if (store.data.version !== version || cache.size >= MAX_CACHED_PAGES) {
      cache = new Map();
      version = store.data.version;
    }
    const key = `${origin} ${pathname}`;
    let page = cache.get(key);
    if (!page) {
      page = build(origin, pathname).catch((error: unknown) => {
        onError(error);
        return undefined;
      });
      cache.set(key, page);
      // An unknown topic id stays out of the cache, so no request can fill it with misses.
      const pending = page;
      void pending.then((rep) => {
        if (!rep && cache.get(key) === pending) cache.delete(key);
      });
    }
    return page;
  };
}

/**
 * The loaders' transport on the server: the API's own encoded answers, no network, no rate limit,
 * in the page's language (as the browser asks with `?lang=`, app/lib/api-url.ts).
 */
function storeFetch(store: QuizStore, origin: string, locale: Locale): ApiFetch {
  const lang = QUIZ_LANGS.find((code) => code !== SOURCE_LOCALE && code === locale);
  return async (url) => {
    const id = /^\/api\/quiz\/([^/]*)$/.exec(url)?.[1];
    const rep =
      url === '/api/quiz'
        ? store.list(origin, lang)
        : id && TOPIC_ID.test(id)
          ? store.topic(origin, Number(id), lang)
          : undefined;
    return rep
      ? new Response(new Uint8Array(rep.identity), { status: 200, headers: { 'content-type': rep.type } })
      : new Response(null, { status: 404 });
  };
}

let sanitizer: Promise<(html: string) => string> | undefined;

/** As the browser sanitizes (app/lib/sanitize.ts): the question tags, no attribute at all. Loaded with the first page. */
function loadSanitizer() {
  return (sanitizer ??= import('sanitize-html').then(({ default: sanitizeHtml }) => {
    const options = { allowedTags: [...QUESTION_TAGS], allowedAttributes: {} };
    return (html: string) => sanitizeHtml(html, options);
  }));
}

/**
 * The shell with the page's head, its HTML and data, and the app's scripts in an inert template
 * that app/public/boot.js starts after the first paint.
 */
function compose(shell: string, page: RenderedPage, head: string, scripts: string): string {
  // Replacer functions, so that no `$` in the content is read as a pattern.
  return inLocale(shell, page.locale)
    .replace('</head>', () => `${head}</head>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(page.description)}"`,
    )
    .replace(
      ROOT,
      () =>
        `<div id="root">${page.html}</div><script type="application/json" id="${PAGE_DATA_ID}">${page.data}</script>` +
        `<template id="app-scripts">${scripts}</template>`,
    );
}

/**
 * The page in every launch language, for search engines (`hreflang`), English's address as the
 * default; not the pseudo-locale's, which is for tests.
 */
function alternateLinks(origin: string, appPath: string): string {
  const link = (hreflang: string, locale: Locale) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(`${origin}${localePath(locale, appPath)}`)}">`;
  return [...LAUNCH_LOCALES.map((locale) => link(locale, locale)), link('x-default', SOURCE_LOCALE)].join('');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
