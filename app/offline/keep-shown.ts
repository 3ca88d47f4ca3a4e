import { API_CACHE, apiRoot, topicDataUrl } from './data-urls';
import { pageLocale } from '../i18n/locale';
import type { KeepShownRequest } from '../lib/worker-messages';
import { savedChanged } from './offline-store';

/** Topics shown in this tab that the worker has yet to be asked to keep, by their API URL. */
const waiting = new Map<string, unknown>();

/**
 * Gives the worker the topic this page shows, once a worker is active. The page holds the whole
 * topic (decision 6), but it may have been shown before the worker took over, which then never
 * saw its data go by: the first visit by a typed or shared address, or a worker still installing.
 * The worker keeps it unless it has the topic already; the Topics page then reads it as saved.
 */
export function keepShownTopic(topicId: string, topic: unknown) {
  if (!('serviceWorker' in navigator) || typeof caches === 'undefined') return;
  waiting.set(topicDataUrl(apiRoot(window.location.origin), topicId, pageLocale()), topic);
  if (waiting.size === 1) void navigator.serviceWorker.ready.then(sendWaiting).catch(() => undefined);
}

async function sendWaiting(registration: ServiceWorkerRegistration) {
  const shown = [...waiting];
  waiting.clear();
  let kept = false;
  for (const [url, topic] of shown) {
    // Asked of the cache first, so a topic kept already is not copied to the worker again.
    if (await caches.match(url, { cacheName: API_CACHE })) continue;
    const worker = registration.active;
    if (!worker) return;
    const request: KeepShownRequest = { type: 'KEEP_SHOWN', url, body: JSON.stringify({ status: true, data: topic }) };
    kept = (await ask(worker, request)) || kept;
  }
  if (kept) savedChanged();
}

function ask(worker: ServiceWorker, request: KeepShownRequest): Promise<boolean> {
  const channel = new MessageChannel();
  const answer = new Promise<boolean>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<{ kept?: unknown }>) => {
      channel.port1.close();
      resolve(event.data.kept === true);
    };
  });
  worker.postMessage(request, [channel.port2]);
  return answer;
}
