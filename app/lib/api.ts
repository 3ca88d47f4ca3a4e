import './zod-config';
import type { z } from 'zod';
import {
  topicDetailResponseSchema,
  topicListResponseSchema,
  type TopicDetail,
  type TopicSummary,
} from '../../contract/quiz';
import type { ApiFetch } from '../../contract/pages';
import { API_BASE, browserFetch, listPath, topicPath } from './api-url';
import { routeError } from './route-error';

import { apiAnsweredMessage, MALFORMED_MESSAGE, UNREACHABLE_MESSAGE } from './api-messages';

export { MALFORMED_MESSAGE, UNREACHABLE_MESSAGE };

export function fetchTopics(signal?: AbortSignal, fetchApi = browserFetch): Promise<TopicSummary[]> {
  return getData(listPath(), topicListResponseSchema, signal, fetchApi);
}

/**
 * The topic list from the API itself, never the offline worker's kept copy (it passes `no-store`
 * requests to the network): for a decision a stale list must not make, such as dropping progress.
 */
export function fetchFreshTopics(signal?: AbortSignal): Promise<TopicSummary[]> {
  return getData(listPath(), topicListResponseSchema, signal, browserFetch, 'no-store');
}

export function fetchTopic(id: string, signal?: AbortSignal, fetchApi = browserFetch): Promise<TopicDetail> {
  return getData(topicPath(id), topicDetailResponseSchema, signal, fetchApi);
}

async function getData<T>(
  path: string,
  schema: z.ZodType<{ data: T }>,
  signal: AbortSignal | undefined,
  fetchApi: ApiFetch,
  cache?: RequestCache,
): Promise<T> {
  let response: Response;
  try {
    const init: RequestInit = { signal, headers: { Accept: 'application/json' } };
    response = await fetchApi(`${API_BASE}${path}`, cache ? { ...init, cache } : init);
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
      messageOf(body) ?? (response.statusText || apiAnsweredMessage(response.status)),
      response.status === 429 ? secondsOf(response.headers.get('retry-after')) : undefined,
    );
  }

  const parsed = schema.safeParse(body);
  if (!parsed.success) throw routeError(502, 'Bad Gateway', MALFORMED_MESSAGE);
  return parsed.data.data;
}

/** Retry-After in seconds; a date or nothing (a cross-origin API may not expose it) reads as a minute. */
function secondsOf(header: string | null): number {
  return header !== null && /^\d{1,6}$/.test(header.trim()) ? Number(header) : 60;
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
}
