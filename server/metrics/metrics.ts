import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseTarget } from '../config.js';
import { databaseMetrics } from './database-metrics.js';
import { eventsByRoute, outcomeOf } from './events.js';

/** From a cached answer (well under a millisecond) to the 15 s request timeout. */
const REQUEST_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

export type Metrics = ReturnType<typeof createMetrics>;
type CacheUnit = 'bytes' | 'entries';

/**
 * One registry per server (prom-client's, never its global one), made only when METRICS_PORT is
 * set: with metrics off, no hook runs on any request. docs/decisions/0022-metrics.md.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  // Node's own: CPU, memory, heap, GC, handles, and the event loop's delay (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route pattern (never the address asked for) and status, with their durations',
    labelNames: ['method', 'route', 'status_code'],
    buckets: REQUEST_BUCKETS,
    registers,
  });
  const events = eventsByRoute(registry);
  const watched: { cache: string; unit: CacheUnit; read: () => number }[] = [];
  for (const unit of ['bytes', 'entries'] as const) {
    new Gauge({
      name: `quizdojo_cache_${unit}`,
      help: `${unit === 'bytes' ? 'Bytes' : 'Entries'} held by a cache or a table kept in memory`,
      labelNames: ['cache'],
      registers,
      collect() {
        for (const each of watched) if (each.unit === unit) this.set({ cache: each.cache }, each.read());
      },
    });
  }

  /** What one answer of a method, route and status records: its duration, and its event if it is one. */
  function recorder(method: string, route: string, status: number): (seconds: number) => void {
    const duration = requests.labels(method, route, String(status));
    const event = events.get(`${method} ${route}`);
    if (!event) return (seconds) => duration.observe(seconds);
    const count = event.counter.labels({ ...event.labels, outcome: outcomeOf(status) });
    return (seconds) => {
      duration.observe(seconds);
      count.inc();
    };
  }

  return {
    registry,
    /** What openDatabase reports each query and its pool to. */
    watchDatabase: (target: DatabaseTarget) => databaseMetrics(registry, target),
    /** Before any route: one hook per answer, a map look-up and two additions on the API's hot path. */
    instrument(app: FastifyInstance) {
      const recorders = new Map<string, (seconds: number) => void>();
      app.addHook('onResponse', (request, reply, done) => {
        // Unmatched requests (404s of unknown methods) share one route label, so addresses never become labels.
        const route = request.routeOptions.url ?? 'unmatched';
        const key = `${request.method} ${route} ${reply.statusCode}`;
        let record = recorders.get(key);
        if (record === undefined) {
          record = recorder(request.method, route, reply.statusCode);
          recorders.set(key, record);
        }
        record(reply.elapsedTime / 1000);
        done();
      });
    },
    /** A cache's size, read at each scrape. */
    watchCache(cache: string, unit: CacheUnit, read: () => number) {
      watched.push({ cache, unit, read });
    },
  };
}
