import { Worker } from 'node:worker_threads';

/**
 * Clients on threads of their own, so that their work (sending, parsing, timing) never runs on the
 * event loop of a server started in the test's process, and a latency measured is the server's.
 * The code is plain JavaScript evaluated by the worker.
 */
const CLIENT = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const { port, requests, concurrency, repeat, perSecond } = workerData;
let stopped = false;
parentPort.on('message', () => (stopped = true));
const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
const get = ({ path, host, encoding }) =>
  new Promise((resolve, reject) => {
    const started = performance.now();
    const headers = { host };
    if (encoding) headers['accept-encoding'] = encoding;
    http
      .get({ port, host: '127.0.0.1', path, headers, agent }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            bytes,
            at: performance.timeOrigin + started,
            ms: performance.now() - started,
          }),
        );
      })
      .on('error', reject);
  });
async function main() {
  const results = [];
  let next = 0;
  const start = performance.now();
  const lane = async () => {
    while (!stopped) {
      const i = next++;
      if (!repeat && i >= requests.length) return;
      const due = perSecond ? start + (i * 1000) / perSecond : 0;
      if (due > performance.now()) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
      results.push(await get(requests[repeat ? 0 : i]));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  agent.destroy();
  parentPort.postMessage(results);
}
main().catch((error) => { throw error; });
`;

export type LoadRequest = { path: string; host: string; encoding?: string };
/** `at`: when the request was sent, in milliseconds since the epoch (as Date.now()). */
export type LoadResult = { status: number; bytes: number; at: number; ms: number };

type LoadOptions = { concurrency?: number; repeat?: boolean; perSecond?: number };

/**
 * Sends the requests over `concurrency` keep-alive connections, at most `perSecond` a second if set;
 * `done` answers each one's status, size and latency. With `repeat`, the first request is sent again
 * and again until stop().
 */
export function startLoad(port: number, requests: LoadRequest[], options: LoadOptions = {}) {
  const { concurrency = 1, repeat = false, perSecond = 0 } = options;
  const workerData = { port, requests, concurrency, repeat, perSecond };
  const worker = new Worker(CLIENT, { eval: true, workerData });
  const done = new Promise<LoadResult[]>((resolve, reject) => {
    worker.once('message', (results: LoadResult[]) => {
      resolve(results);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
  return { done, stop: () => worker.postMessage('stop') };
}

/** The value below which `share` of the figures lie (0.99 for the p99). */
export function percentile(figures: number[], share: number): number {
  const sorted = [...figures].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? Number.NaN;
}
