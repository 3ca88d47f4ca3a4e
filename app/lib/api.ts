import './zod-config';
import type { z } from 'zod';
import {
  topicDetailResponseSchema,
  topicListResponseSchema,
  type TopicDetail,
  type TopicSummary,
} from '../../contract/quiz';
import type { ApiFetch } from '../../contract/pages';
import { routeError } from './route-error';
import { serverOptions } from './server-options';

/** Set at build time so the same bundle can talk to any server with the spec's contract. */
export const API_BASE = (import.meta.env.VITE_API_URL ?? '').replace(/\/+$/, '');

export const UNREACHABLE_MESSAGE = 'Could not reach the quiz API';
export const MALFORMED_MESSAGE = 'The quiz API sent data in an unexpected format';

const browserFetch: ApiFetch = (url, init) => fetch(url, init);

/** The server's own API while it renders a page; the browser fetches over the network. */
export function apiFetchOf(context: unknown): ApiFetch {
  return serverOptions(context)?.fetchApi ?? browserFetch;
}

export function fetchTopics(signal?: AbortSignal, fetchApi = browserFetch): Promise<TopicSummary[]> {
  return getData('/api/quiz', topicListResponseSchema, signal, fetchApi);
}

export function fetchTopic(id: string, signal?: AbortSignal, fetchApi = browserFetch): Promise<TopicDetail> {
  return getData(topicPath(id), topicDetailResponseSchema, signal, fetchApi);
}

/** The exact URL the topic's loader fetches, so a prefetch of it fills the same cache entry. */
export function topicUrl(id: string): string {
  return `${API_BASE}${topicPath(id)}`;
}

function topicPath(id: string): string {
  return `/api/quiz/${encodeURIComponent(id)}`;
}

/**
 * Logos are URLs chosen by the API, so a relative one belongs to the API's origin,
 * and anything but http(s) is refused rather than handed to the browser.
 */
export function resolveLogoUrl(logo: string): string | undefined {
  try {
    // The server renders pages with the absolute URLs of its own API, and has no location.
    const page = globalThis.location?.href;
    const url = page ? new URL(logo, new URL(API_BASE || '/', page)) : new URL(logo);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

async function getData<T>(
  path: string,
  schema: z.ZodType<{ data: T }>,
  signal: AbortSignal | undefined,
  fetchApi: ApiFetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchApi(`${API_BASE}${path}`, { signal, headers: { Accept: 'application/json' } });
  } catch (error) {
    // The router aborts loaders of a navigation that was superseded; that is not an outage.
    if (signal?.aborted) throw error;
    throw routeError(503, 'Service Unavailable', UNREACHABLE_MESSAGE);
  }

  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    throw routeError(
      response.status,
      response.statusText,
      messageOf(body) ?? (response.statusText || `The quiz API answered ${response.status}`),
    );
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) throw routeError(502, 'Bad Gateway', MALFORMED_MESSAGE);
  return parsed.data.data;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}
