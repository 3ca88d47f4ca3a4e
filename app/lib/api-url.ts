import { type Locale, questionLangQuery } from '../../contract/locales';
import type { ApiFetch } from '../../contract/pages';
import { serverOptions } from './server-options';

/**
 * Where the quiz API is, without its schemas: the links, the prefetch and the logos need only this,
 * while the fetchers of app/lib/api.ts (and zod with them) load with the route loaders that use them.
 */

/** Set at build time so the same bundle can talk to any server with the spec's contract. */
export const API_BASE = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

export const browserFetch: ApiFetch = (url, init) => fetch(url, init);

/** The server's own API while it renders a page; the browser fetches over the network. */
export function apiFetchOf(context: unknown): ApiFetch {
  return serverOptions(context)?.fetchApi ?? browserFetch;
}

/** The exact URL the topic's loader fetches, so a prefetch of it fills the same cache entry. */
export function topicUrl(id: string): string {
  return `${API_BASE}${topicPath(id)}`;
}

export function topicPath(id: string): string {
  return `/api/quiz/${encodeURIComponent(id)}${langQuery}`;
}

/** The topic list's path, in the page's language. */
export function listPath(): string {
  return `/api/quiz${langQuery}`;
}

let langQuery = '';

/**
 * The browser's page asks for its questions in its own language (`?lang=`, which the API answers
 * with each question's translation, or its English when there is none or it is stale); set once,
 * before the first request, as a page's language never changes. The server renders each page with
 * its own API, which knows the page's language itself (server/web/pages.ts), so never sets it.
 */
export function askQuestionsIn(locale: Locale): void {
  langQuery = questionLangQuery(locale);
}

/**
 * What a relative logo URL of the API is resolved against (lib/shown-logo.ts): the API's base on
 * this page. The server renders pages with absolute URLs of its own API and has no location.
 */
export function logoBase(): string | undefined {
  const page = globalThis.location?.href;
  return page ? new URL(API_BASE || '/', page).href : undefined;
}
