import path from 'node:path';
import type { RunContext } from './types.js';

/** A run's shared resources; `dispose` stops and removes them (the PostgreSQL cluster, say). */
export function createContext(timeoutMs: number, cacheDir = path.resolve('node_modules/.cache/quiz-dojo-verify')) {
  const built = new Map<string, Promise<unknown>>();
  const disposers: (() => void | Promise<void>)[] = [];
  const context: RunContext = {
    timeoutMs,
    cacheDir,
    once<T>(key: string, build: () => Promise<T>, dispose?: (value: T) => void | Promise<void>) {
      if (!built.has(key)) {
        const promise = build();
        built.set(key, promise);
        if (dispose) disposers.push(async () => dispose(await promise));
      }
      return built.get(key) as Promise<T>;
    },
  };
  const dispose = async () => {
    for (const disposer of disposers.splice(0)) await Promise.resolve(disposer()).catch(() => {});
  };
  return { context, dispose };
}
