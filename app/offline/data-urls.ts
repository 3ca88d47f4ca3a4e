/**
 * Which URLs hold the quiz API's data, shared by the service worker (app/offline/sw.ts) and the
 * app. Kept free of the app's other modules (but one tiny rule it shares) so the worker stays small.
 */
import {
  type Locale,
  LOCALES,
  questionLangQuery,
  SOURCE_LOCALE,
  splitLocalePath,
  TRANSLATED_LOCALES,
} from '../../contract/locales';
import { shownLogo } from '../lib/shown-logo';

/** Names of the worker's runtime caches; a new version is a new name, and the old one is deleted. */
export const API_CACHE = 'quiz-dojo-api-v1';
export const LOGO_CACHE = 'quiz-dojo-logos-v1';

/** The absolute URL the API's paths are appended to: VITE_API_URL, or the page's own origin. */
export function apiRoot(origin: string): string {
  const base = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');
  return new URL(base || '/', origin).href.replace(/\/+$/, '');
}

/** The list's URL as a page in `locale` asks for it (app/lib/api-url.ts): each language's is kept apart. */
export function listUrl(root: string, locale: Locale = SOURCE_LOCALE): string {
  return `${root}/api/quiz${questionLangQuery(locale)}`;
}

export function topicDataUrl(root: string, id: string, locale: Locale = SOURCE_LOCALE): string {
  return `${root}/api/quiz/${encodeURIComponent(id)}${questionLangQuery(locale)}`;
}

const LANG_QUERIES = new Set(['', ...TRANSLATED_LOCALES.map((locale) => questionLangQuery(locale))]);

/**
 * A data call the worker answers from what it keeps (stale-while-revalidate): a GET, unless the app
 * asked for `no-store`, the API's own answer for a decision a stale one must not make (app/lib/api.ts).
 */
export function servedFromKept(request: Pick<Request, 'method' | 'cache' | 'url'>, root: string): boolean {
  return request.method === 'GET' && request.cache !== 'no-store' && isQuizData(new URL(request.url), root);
}

/**
 * Only the two data calls, in English or a launch locale (`?lang=es`): `/api/health`, `/api/ready`,
 * the OpenAPI document and any other query string never match, so the worker never keeps them.
 */
export function isQuizData(url: URL, root: string): boolean {
  if (!LANG_QUERIES.has(url.search)) return false;
  const href = `${url.origin}${url.pathname}`;
  if (!href.startsWith(root)) return false;
  return /^\/api\/quiz(\/[^/]+)?$/.test(href.slice(root.length));
}

/** The topic id of a topic's URL saved in `locale`, or undefined for the list and anything else. */
export function topicIdOf(url: string, root: string, locale: Locale = SOURCE_LOCALE): number | undefined {
  const [path = '', query = ''] = (url.startsWith(root) ? url.slice(root.length) : '').split(/(?=\?)/);
  const id = /^\/api\/quiz\/([1-9]\d{0,8})$/.exec(path)?.[1];
  return id === undefined || query !== questionLangQuery(locale) ? undefined : Number(id);
}

/** Whether `url` is a topic's answer, in whichever language a page asked for it. */
export function isTopicData(url: string, root: string): boolean {
  return LOCALES.some((locale) => topicIdOf(url, root, locale) !== undefined);
}

/** The API answers a page's screen shows: a topic page its topic, the list pages the list. */
export function dataUrlsOf(pageUrl: string, root: string): string[] {
  const { locale, path } = splitLocalePath(new URL(pageUrl).pathname);
  const id = /^\/topic\/([^/]+)\/?$/.exec(path)?.[1];
  if (id) return [topicDataUrl(root, decodeURIComponent(id), locale)];
  return /^\/(topics|statistics)\/?$/.test(path) ? [listUrl(root, locale)] : [];
}

/**
 * The http(s) logo each item of an API answer (the list's or one topic's) shows, resolved as the app
 * resolves it (app/lib/shown-logo.ts): its PNG when it names one, else its SVG.
 */
export function logosOf(body: unknown, root: string): string[] {
  const data = (body as { data?: unknown } | null)?.data;
  const items: unknown[] = Array.isArray(data) ? data : [data];
  const logos = new Set<string>();
  for (const item of items) {
    const shown = typeof item === 'object' && item !== null ? shownLogo(item, root) : undefined;
    if (shown) logos.add(shown);
  }
  return [...logos];
}
