import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createFilteredCache } from './filtered-cache.js';

const join = (parts: Buffer[]) => Buffer.concat(parts).toString();
/** Until the entry's gzip copy is made on the thread pool. */
async function gzipped<T extends { gzip?: Buffer[] }>(get: () => T): Promise<T> {
  let rep = get();
  while (!rep.gzip) {
    await new Promise(setImmediate);
    rep = get();
  }
  return rep;
}

describe('the filtered-answer cache', () => {
  it('stores a body once for every tail, and splices each tail into the plain and the gzip bytes', async () => {
    const cache = createFilteredCache();
    const head = `{"questions":${JSON.stringify('x'.repeat(5000))},"logo":"`;
    let builds = 0;
    const get = (tail: string) => cache.get('k', `${tail}"}`, () => (builds++, head));
    expect(join(get('http://a.test/l.svg').identity)).toBe(`${head}http://a.test/l.svg"}`);
    const b = await gzipped(() => get('http://b.test:8080/l.svg'));
    expect(JSON.parse(gunzipSync(Buffer.concat(b.gzip!)).toString()).logo).toBe('http://b.test:8080/l.svg');
    expect(gunzipSync(Buffer.concat(get('http://a.test/l.svg').gzip!)).toString()).toBe(`${head}http://a.test/l.svg"}`);
    expect(get('http://a.test/l.svg').etag).not.toBe(b.etag);
    expect(builds).toBe(1);
  });

  it('drops the least recently used bodies past its byte budget, counting plain and gzip bytes', async () => {
    const cache = createFilteredCache(100_000);
    const body = (key: string) => () => `{"k":"${key}","pad":"${'y'.repeat(20_000)}","logo":"`;
    for (const key of ['a', 'b', 'c']) await gzipped(() => cache.get(key, 'x"}', body(key)));
    expect(cache.bytes).toBeGreaterThan(3 * 20_000);
    cache.get('a', 'x"}', body('a'));
    for (const key of ['d', 'e']) cache.get(key, 'x"}', body(key));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    let rebuilt = 0;
    cache.get('a', 'x"}', () => (rebuilt++, body('a')()));
    cache.get('b', 'x"}', () => (rebuilt++, body('b')()));
    expect(rebuilt).toBe(1);
  });
});
