import http from 'node:http';
import type { BenchRow } from './table.js';

/**
 * The largest bundled topic's page as the server sends it, brotli and gzip: with every question in
 * it (docs/decisions/0006), its size is what a slow phone waits for before the first paint.
 */
export async function topicPageRows(url: string): Promise<BenchRow[]> {
  const list = (await (await fetch(`${url}/api/quiz`)).json()) as { data: { id: number; total: number }[] };
  const largest = list.data.reduce((most, topic) => (topic.total > most.total ? topic : most));
  return pageSizeRows(
    `${url}/topic/${largest.id}`,
    `/topic/${largest.id} (${largest.total} questions, the largest bundled topic)`,
  );
}

export async function pageSizeRows(url: string, name: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const encoding of ['br', 'gzip'] as const) {
    rows.push({ figure: `${name} HTML, ${encoding}`, value: (await pageBytes(url, encoding)) / 1024, unit: 'KiB' });
  }
  return rows;
}

/** The page's bytes in `encoding`: pages are compressed before they are first sent (server/web/pages.ts). */
async function pageBytes(url: string, encoding: 'br' | 'gzip'): Promise<number> {
  const { sentAs, bytes } = await get(url, encoding);
  if (sentAs !== encoding) throw new Error(`${url} was sent as ${sentAs ?? 'identity'}, not ${encoding}`);
  return bytes;
}

function get(url: string, encoding: string): Promise<{ sentAs: string | undefined; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding, accept: 'text/html' } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ sentAs: response.headers['content-encoding'], bytes }));
      })
      .on('error', reject);
  });
}
