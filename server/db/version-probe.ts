import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

// Plain CommonJS, evaluated as the worker's script: no TypeScript loader in worker threads.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { readonly: true, fileMustExist: true, timeout: 0 });
const query = db.prepare("select version from content_state where key = 'bank'");
parentPort.on('message', () => {
  try {
    parentPort.postMessage({ version: Number(query.get()?.version ?? 0) });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message) });
  }
});`;

export type VersionProbe = { read: () => Promise<number>; close: () => Promise<void> };

/**
 * Reads the SQLite content version on a worker thread. better-sqlite3 is synchronous, and a read
 * of a locked file can hold its thread for 10 s (SQLite retries a locked WAL index that long,
 * whatever the busy timeout): on the main thread that stopped every request, health checks
 * included. Here only the answer is late, and past the timeout it counts as a failed check.
 */
export function createVersionProbe(file: string, timeoutMs: number): VersionProbe {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } });
  worker.unref();
  let failure: Error | undefined;
  worker.on('error', (error) => (failure = error));
  // One question at a time: while the worker is stuck, later checks wait for the same answer.
  let answer: Promise<number> | undefined;
  const ask = () =>
    (answer ??= new Promise<number>((resolve, reject) => {
      if (failure) return reject(failure);
      worker.once('message', (message: { version?: number; error?: string }) =>
        message.error === undefined ? resolve(message.version!) : reject(new Error(message.error)),
      );
      worker.postMessage('version');
    }).finally(() => (answer = undefined)));
  return {
    read: () => withTimeout(ask(), timeoutMs),
    close: () => worker.terminate().then(() => {}),
  };
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
