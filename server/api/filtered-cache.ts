import { LRUCache } from 'lru-cache';
import { crc32 } from 'node:zlib';
import { deflateHead, spliceGzip, type DeflatedHead } from '../http/gzip-splice.js';
import type { PartedRepresentation } from '../http/representation.js';

/**
 * The filtered answers' byte budget, counting each answer's plain and gzip bytes and its key: about
 * 250 answers of the largest topic today (67 KB plain, 12 KB gzip each).
 */
export const FILTERED_CACHE_BYTES = 16 * 2 ** 20;
/** The key, the entry object and the cache's own bookkeeping, roughly. */
const ENTRY_OVERHEAD_BYTES = 256;
/**
 * Compressions on the thread pool at once. A flood of misses then waits for none of them: a miss is
 * served plain until its gzip copy is ready, and one made while this many run is compressed on a
 * later request (each pending one holds its body, so the queue must stay short).
 */
const MAX_COMPRESSING = 1;

/** An answer without its origin: the JSON up to the logo URL's value, which comes last (the tail). */
type Entry = { head: Buffer; crc: number; gzip?: DeflatedHead };

/**
 * Filtered answers of every origin in one cache, least recently used dropped first past the byte
 * budget. The logo URL, the one part that differs by origin, is the last value of the body, so an
 * answer is stored once and each request appends its origin's few bytes, to the gzip copy too
 * (server/http/gzip-splice.ts).
 */
export function createFilteredCache(maxBytes = FILTERED_CACHE_BYTES) {
  const cache = new LRUCache<string, Entry>({
    maxSize: maxBytes,
    sizeCalculation: (entry, key) =>
      entry.head.length + (entry.gzip?.start.length ?? 0) + key.length + ENTRY_OVERHEAD_BYTES,
  });
  let compressing = 0;

  function compress(key: string, entry: Entry) {
    if (compressing >= MAX_COMPRESSING) return;
    compressing++;
    deflateHead(entry.head)
      .then((gzip) => {
        // Stored again, so that the cache counts the gzip bytes; unless it was dropped meanwhile.
        if (cache.peek(key) === entry) cache.set(key, { ...entry, gzip });
      })
      .catch(() => {})
      .finally(() => compressing--);
  }

  return {
    /**
     * The answer under key for this tail (the origin's logo URL and the closing brackets); `build`
     * makes the body's head on a miss.
     */
    get(key: string, tail: string, build: () => string): PartedRepresentation {
      let entry = cache.get(key);
      if (!entry) {
        const head = Buffer.from(build());
        entry = { head, crc: crc32(head) };
        cache.set(key, entry);
      }
      if (!entry.gzip) compress(key, entry);
      return splicedRepresentation(entry, Buffer.from(tail));
    },
    /** Plain and gzip bytes held, with keys and overhead: at most the budget. */
    get bytes() {
      return cache.calculatedSize;
    },
  };
}

/** The body in parts, so that no request copies the shared head. */
function splicedRepresentation({ head, crc, gzip }: Entry, tail: Buffer): PartedRepresentation {
  // The whole body's CRC-32 and length: bodies of one URL and origin differ only across imports,
  // whose version is in the tail (the logo URL's ?v=), so this tells them apart at a hash's cost.
  const length = head.length + tail.length;
  return {
    type: 'application/json; charset=utf-8',
    etag: `W/"f${(crc32(tail, crc) >>> 0).toString(36)}-${length.toString(36)}"`,
    identity: [head, tail],
    gzip: gzip && spliceGzip(gzip, tail),
  };
}

export type FilteredCache = ReturnType<typeof createFilteredCache>;
