import { topicUrl } from '../lib/api-url';

const started = new Set<string>();

/**
 * Called when a topic's link is hovered or focused: fetches the route chunk, the sanitizer its loader uses and the topic's data
 * ahead of the click. The API answers with a short max-age, so the loader's identical request is
 * then served from the browser's HTTP cache and the screen appears at once. Errors are left for
 * the real navigation to report.
 */
export function prefetchTopic(id: string) {
  if (started.has(id)) return;
  started.add(id);
  void import('./topic').catch(() => started.delete(id));
  void import('../lib/sanitize').catch(() => started.delete(id));
  void fetch(topicUrl(id), { headers: { Accept: 'application/json' } })
    .then((response) => response.arrayBuffer())
    .catch(() => started.delete(id));
}
