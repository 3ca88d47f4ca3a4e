import fs from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app.js';
import { syncContent } from '../content/import-bank.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrations.js';

/**
 * The API with the repository's bank in a process of its own (started by server/testing/
 * measured-server-client.ts), so a test can measure its memory and latency apart from the test
 * runner's heap. It reports its port, then answers each message with its figures.
 */
const root = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-measured-'));
const db = openDatabase({ kind: 'sqlite', file: path.join(root, 'quiz.sqlite') });
await migrateToLatest(db);
await syncContent(db, path.resolve(import.meta.dirname, '..', '..', 'content'));
const app = await buildApp({ db, clientDir: path.join(root, 'no-client') });
await app.listen({ port: 0, host: '127.0.0.1' });
// Memory is read after a full collection (the client forks with --expose-gc), so retained bytes are
// what the server keeps, not garbage a busy machine's collector had not reached yet.
const figures = () => {
  globalThis.gc?.();
  const memory = process.memoryUsage();
  return {
    rssBytes: memory.rss,
    retainedBytes: memory.heapUsed + memory.external,
    filteredCacheBytes: app.quizStore.filteredCacheBytes,
    topicIds: app.quizStore.data.topics.map((topic) => topic.id),
  };
};
process.send!({ port: (app.server.address() as net.AddressInfo).port, ...figures() });
process.on('message', () => process.send!(figures()));
process.on('disconnect', () => {
  void app
    .close()
    .then(() => db.destroy())
    .finally(() => fs.rm(root, { recursive: true, force: true }));
});
