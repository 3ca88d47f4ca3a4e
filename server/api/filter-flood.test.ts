import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile, startLoad, type LoadRequest, type LoadResult } from '../testing/http-load.js';
import { startMeasuredServer } from '../testing/measured-server-client.js';
import { FILTERED_CACHE_BYTES } from './filtered-cache.js';

// The flood on the real bank (16 topics of 43 to 80 questions): 16 hosts x 16 topics x 16 limits.
const HOSTS = Array.from({ length: 16 }, (_, i) => `h${i}.flood.test`);
const LIMITS = [3, 7, 15, 30, 43, 50, 67, 68, 80, 100, 150, 200, 300, 400, 450, 500];
const CONNECTIONS = 8;
/** Bounded: the flood is paced, as a client that is not rate-limited (RATE_LIMIT=0) could send it. */
const FLOOD_PER_SECOND = 500;
/**
 * What the server may keep after the flood (V8's heap and external memory after a full collection):
 * twice the cache's budget. The old per-origin cache grew the process by 225 MB (218 to 443).
 */
const RETAINED_GROWTH_CEILING_MB = 32;
/**
 * What the whole process may grow by, collector and allocator slack included: on Node 26 it grew
 * 30 to 71 MB over runs (its heap keeps pages after a collection), where 2.5 MB more was retained.
 */
const RSS_GROWTH_CEILING_MB = 128;
/**
 * The bound: /api/health's p99 during the misses within 3 times its idle p99. On this
 * 2-core machine shared with other work the flood's own client and the scheduler can cost that much:
 * a flood of hits in the same run measures alike (idle 4 to 17 ms, misses 5 to 60 ms, hits 4 to 37 ms
 * over several runs at load averages of 7 to 24). So the misses are held to 3 times the worse of idle
 * and hits, and to a looser bound on idle alone, which the old per-origin cache failed by far (idle
 * 6 ms, misses 181 ms).
 */
const MISS_SLOWDOWN = 3;
const IDLE_SLOWDOWN = 8;
const TURNS = 8;
const IDLE_TURN_MS = 700;
/** Health is probed at a steady pace in both phases, so that both p99s are of like samples. */
const PROBING = { repeat: true, perSecond: 200 };

let server: Awaited<ReturnType<typeof startMeasuredServer>>;
beforeAll(async () => {
  server = await startMeasuredServer();
}, 120_000);
afterAll(() => server.close());

const health: LoadRequest = { path: '/api/health', host: '127.0.0.1' };
const megabytes = (bytes: number) => bytes / 2 ** 20;

describe('a flood of filtered-answer misses', () => {
  it('keeps the cache within its byte budget, the process within its memory bound and health answers fast', async () => {
    const { port, topicIds } = server;
    const flood: LoadRequest[] = [];
    for (const host of HOSTS) {
      // The flood: 16 hosts x 16 topics x 16 limits, whatever the bank has grown to.
      for (const id of topicIds.slice(0, 16)) {
        for (const limit of LIMITS) flood.push({ path: `/api/quiz/${id}?limit=${limit}`, host, encoding: 'gzip' });
      }
    }
    expect(flood).toHaveLength(4096);
    // Warms up the server's code paths (not its filtered cache) and the health route.
    await startLoad(port, [...Array.from({ length: 200 }, () => health), { path: '/api/quiz/1', host: HOSTS[0]! }])
      .done;
    // Idle, misses and hits take turns while health is probed throughout, so that the p99s sample
    // the same moments of a busy machine's load, which drifts over seconds. Each part of the flood
    // is sent twice: first its misses, then the same requests again, all hits.
    const prober = startLoad(port, [health], PROBING);
    const before = await server.figures();
    const windows = { misses: [] as [number, number][], hits: [] as [number, number][] };
    const results: LoadResult[] = [];
    const send = async (part: LoadRequest[], into: [number, number][]) => {
      const started = Date.now();
      results.push(...(await startLoad(port, part, { concurrency: CONNECTIONS, perSecond: FLOOD_PER_SECOND }).done));
      into.push([started, Date.now()]);
    };
    for (let turn = 0; turn < TURNS; turn++) {
      await new Promise((resolve) => setTimeout(resolve, IDLE_TURN_MS));
      const part = flood.slice((turn * flood.length) / TURNS, ((turn + 1) * flood.length) / TURNS);
      await send(part, windows.misses);
      await send(part, windows.hits);
    }
    await new Promise((resolve) => setTimeout(resolve, IDLE_TURN_MS));
    prober.stop();
    const after = await server.figures();
    const probes = await prober.done;
    const within = (spans: [number, number][]) => (at: number) => spans.some(([from, to]) => at >= from && at <= to);
    const [inMisses, inHits] = [within(windows.misses), within(windows.hits)];
    const during = probes.filter((probe) => inMisses(probe.at)).map((probe) => probe.ms);
    const duringHits = probes.filter((probe) => inHits(probe.at)).map((probe) => probe.ms);
    const idle = probes.filter((probe) => !inMisses(probe.at) && !inHits(probe.at)).map((probe) => probe.ms);

    const figures = {
      idleP99: percentile(idle, 0.99).toFixed(2),
      floodP99: percentile(during, 0.99).toFixed(2),
      hitsP99: percentile(duringHits, 0.99).toFixed(2),
      probes: `${idle.length} idle, ${during.length} misses, ${duringHits.length} hits`,
      rssMB: `${megabytes(before.rssBytes).toFixed(0)} to ${megabytes(after.rssBytes).toFixed(0)}`,
      retainedMB: `${megabytes(before.retainedBytes).toFixed(0)} to ${megabytes(after.retainedBytes).toFixed(0)}`,
      cacheMB: megabytes(after.filteredCacheBytes).toFixed(2),
    };
    console.log('filter flood figures', figures);
    expect(results.filter((result) => result.status === 200)).toHaveLength(2 * 4096);
    expect(after.filteredCacheBytes).toBeGreaterThan(0);
    expect(after.filteredCacheBytes).toBeLessThanOrEqual(FILTERED_CACHE_BYTES);
    expect(megabytes(after.retainedBytes - before.retainedBytes)).toBeLessThan(RETAINED_GROWTH_CEILING_MB);
    expect(megabytes(after.rssBytes - before.rssBytes)).toBeLessThan(RSS_GROWTH_CEILING_MB);
    expect(during.length).toBeGreaterThan(500);
    expect(idle.length).toBeGreaterThan(500);
    const [idleP99, missesP99, hitsP99] = [idle, during, duringHits].map((figures) => percentile(figures, 0.99));
    expect(missesP99).toBeLessThanOrEqual(MISS_SLOWDOWN * Math.max(idleP99!, hitsP99!));
    expect(missesP99).toBeLessThanOrEqual(IDLE_SLOWDOWN * idleP99!);
  }, 180_000);
});
