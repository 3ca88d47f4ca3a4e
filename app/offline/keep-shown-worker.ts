/// <reference lib="webworker" />
import { StrategyHandler, type Strategy } from 'workbox-strategies';
import { API_CACHE, isTopicData } from './data-urls';
import type { KeepShownRequest } from '../lib/worker-messages';

/**
 * The worker's side of app/offline/keep-shown.ts: a topic a page shows, from the data the server
 * rendered into it, kept when the cache lacks it. It goes through the API strategy's own plugins
 * (a 200 of the answer's shape and size only, counted for expiry), so a page shown before this
 * worker took over opens offline too, with or without a network. Answers `{ kept }` on the port.
 */
export async function keepShown(
  event: ExtendableEvent,
  { url, body }: Partial<KeepShownRequest>,
  port: MessagePort,
  apiStrategy: Strategy,
  root: string,
) {
  let kept = false;
  if (typeof url === 'string' && typeof body === 'string' && isTopicData(url, root)) {
    const request = new Request(url, { headers: { Accept: 'application/json' } });
    kept = (await caches.match(request, { cacheName: API_CACHE })) !== undefined;
    if (!kept) {
      const handler = new StrategyHandler(apiStrategy, { event, request });
      const response = new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8' } });
      kept = await handler.cachePut(request, response).catch(() => false);
      await handler.doneWaiting();
    }
  }
  port.postMessage({ kept });
}
