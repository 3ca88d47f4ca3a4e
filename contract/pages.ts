import type { Locale } from './locales.js';

/**
 * The app's pages: the server answers these with the app shell and 200, any other path with 404.
 * `chunk` names the lazy screen the build makes of app/routes/<chunk>.tsx, which the server hints.
 */
export const PAGES: readonly { pattern: RegExp; chunk?: string }[] = [
  { pattern: /^\/$/ },
  { pattern: /^\/home\/?$/ },
  { pattern: /^\/topics\/?$/, chunk: 'topics' },
  { pattern: /^\/topic\/[^/]+\/?$/, chunk: 'topic' },
  { pattern: /^\/statistics\/?$/, chunk: 'statistics' },
  { pattern: /^\/blog\/?$/, chunk: 'blog' },
  { pattern: /^\/quiz\/?$/, chunk: 'quiz' },
  { pattern: /^\/review\/?$/, chunk: 'review' },
  { pattern: /^\/account(?:\/pair)?\/?$/, chunk: 'account' },
];

export function findPage(pathname: string) {
  return PAGES.find((page) => page.pattern.test(pathname));
}

/** The id of the JSON block in which a page the server rendered hands its data to the browser. */
export const PAGE_DATA_ID = 'page-data';

/** How the web app's loaders reach the API: the browser's fetch, or the server's own answers. */
export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** One page rendered on the server (app/render-page.tsx), for the server to put into the shell. */
export type RenderedPage = {
  /** The language it is written in, for `<html lang>`. */
  locale: Locale;
  html: string;
  title: string;
  description: string;
  /** The loaders' data, as JSON safe to embed in the page, so the browser renders the same screen. */
  data: string;
};

export type PageRenderOptions = {
  /** The page's language; English when absent (docs/decisions/0026). */
  locale?: Locale;
  fetchApi: ApiFetch;
  /** Question HTML reduced to the app's allowlist; the server has no DOM for DOMPurify. */
  sanitize: (html: string) => string;
};

/** The web app manifest's texts in a locale, from the interface's catalogs. */
export type ManifestText = { name: string; shortName: string; description: string };

/**
 * Undefined when the page must be left to the browser: it failed, or it depends on the browser's
 * storage. `manifestText` gives the texts of the manifest of a locale's pages.
 */
export type RenderPage = {
  (url: string, options: PageRenderOptions): Promise<RenderedPage | undefined>;
  manifestText?: (locale: Locale) => Promise<ManifestText>;
};
