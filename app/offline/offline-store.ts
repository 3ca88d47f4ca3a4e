import { API_CACHE, apiRoot, topicDataUrl, topicIdOf } from './data-urls';
import { pageLocale } from '../i18n/locale';
import { formatLocale } from '../i18n/page-path';
import type { SaveReport, SaveRequest } from '../lib/worker-messages';

const listeners = new Set<() => void>();

/** Saving needs a service worker to fetch through and Cache Storage to read what it kept. */
export function canSaveOffline(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}

/** The ids of the topics whose API answer in the page's language the worker keeps, read from its cache. */
export async function savedTopicIds(): Promise<Set<number>> {
  if (!canSaveOffline() || !(await caches.has(API_CACHE))) return new Set();
  const root = apiRoot(window.location.origin);
  const requests = await (await caches.open(API_CACHE)).keys();
  return new Set(requests.flatMap((request) => topicIdOf(request.url, root, pageLocale()) ?? []));
}

export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Asks the worker to fetch and keep every given topic, with its logo; `onProgress` hears after each
 * one, and the promise ends with what was kept and its size.
 */
export async function saveTopicsForOffline(
  ids: number[],
  onProgress: (report: SaveReport) => void,
): Promise<SaveReport> {
  const root = apiRoot(window.location.origin);
  const registration = await navigator.serviceWorker.ready;
  const worker = registration.active;
  if (!worker) throw new Error('No service worker is active');
  const channel = new MessageChannel();
  const finished = new Promise<SaveReport>((resolve) => {
    channel.port1.onmessage = (event: MessageEvent<SaveReport>) => {
      onProgress(event.data);
      if (event.data.done) resolve(event.data);
    };
  });
  const request: SaveRequest = {
    type: 'SAVE_FOR_OFFLINE',
    urls: ids.map((id) => topicDataUrl(root, String(id), pageLocale())),
  };
  worker.postMessage(request, [channel.port2]);
  const report = await finished;
  channel.port1.close();
  savedChanged();
  return report;
}

/** The worker's cache gained topics: whatever shows which are saved reads them again. */
export function savedChanged() {
  for (const listener of listeners) listener();
}

/** 1,234,567 bytes as "1.2 MB" ("1,2 MB" in German), the way a learner reads storage, in the page's language. */
export function formatBytes(bytes: number): string {
  const unit = (name: string, value: number, digits: number, unitDisplay: 'long' | 'short') =>
    new Intl.NumberFormat(formatLocale(), {
      style: 'unit',
      unit: name,
      unitDisplay,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  // Bytes in words ("512 bytes", "512 Byte", "512字节"): some locales' short form is a bare "B".
  if (bytes < 1000) return unit('byte', bytes, 0, 'long');
  if (bytes < 1_000_000) return unit('kilobyte', Math.round(bytes / 1000), 0, 'short');
  return unit('megabyte', bytes / 1_000_000, 1, 'short');
}
