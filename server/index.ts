// First: on an unsupported Node.js, one sentence saying what to install, before any dependency loads.
import './node-check.js';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { startLine } from './http/address-to-open.js';
import { FORGET_LEARNT_AFTER_MS, MAX_LEARNT_ORIGINS } from './http/origin.js';
import { ContentError } from './content/types.js';
import { ImportRefusedError, syncContent } from './content/import-bank.js';
import { watchContent } from './content/watch-content.js';
import { DatabaseOpenError, failFastWhenLocked, openDatabase } from './db/database.js';
import { drainConnections } from './http/shutdown.js';
import { listen, ListenError, METRICS_PORT, SITE_PORT } from './http/listen.js';
import { migrateToLatest } from './db/migrations.js';
import { createVersionProbe } from './db/version-probe.js';
import { worldReadableWarning } from './db/private-files.js';
import { BuildSettingsError } from './web/build-settings.js';
import { loadPageRenderer } from './web/pages.js';

const SHUTDOWN_TIMEOUT_MS = 10_000;
/** Under the readiness check's own 2 s, so a stuck SQLite read answers 503 rather than a timeout. */
const VERSION_PROBE_TIMEOUT_MS = 1_000;

async function main() {
  const config = loadConfig();
  // prom-client is loaded only when metrics are on: off, start-up does not pay for it (60 to 150 ms here).
  const metrics = config.metrics ? (await import('./metrics/metrics.js')).createMetrics() : undefined;
  const db = openDatabase(config.database, metrics?.watchDatabase(config.database));
  await migrateToLatest(db).catch((error: unknown) => {
    if (config.database.kind !== 'sqlite') throw error;
    const cause = error instanceof Error ? error.message : String(error);
    throw new DatabaseOpenError(`Cannot write the SQLite database at ${config.database.file}: ${cause}`);
  });
  // Opened once the schema exists; its first read comes after the content is imported.
  const probe =
    config.database.kind === 'sqlite' ? createVersionProbe(config.database.file, VERSION_PROBE_TIMEOUT_MS) : undefined;
  const logger = { level: config.logLevel };
  const appOptions = {
    db,
    clientDir: config.clientDir,
    publicUrl: config.publicUrl,
    appOrigin: config.appOrigin,
    logger,
    trustProxy: config.trustProxy,
    allowedHosts: config.allowedHosts,
    rateLimitPerMinute: config.rateLimitPerMinute,
    metrics,
    readContentVersion: probe?.read,
    // `vite build --ssr` writes the app's server entry beside the client build.
    renderPage: loadPageRenderer(path.join(config.clientDir, '..', 'render')),
  };
  const app = await startApp();
  const metricsServer =
    metrics &&
    (await import('./metrics/metrics-server.js')).buildMetricsServer(
      metrics,
      config.metrics?.token,
      app.log.child({ listener: 'metrics' }),
    );
  await failFastWhenLocked(db);
  if (!config.publicUrl && !config.allowedHosts) {
    app.log.warn(
      `Neither PUBLIC_URL nor ALLOWED_HOSTS is set: answering for localhost and the first ${MAX_LEARNT_ORIGINS} ` +
        `other hosts seen (each forgotten after ${FORGET_LEARNT_AFTER_MS / 60_000} minutes unused). ` +
        'On a public site set PUBLIC_URL=https://your.site (or ALLOWED_HOSTS=your.site), so that made-up ' +
        'Host headers cannot take those places',
    );
  }
  const exposed = config.database.kind === 'sqlite' ? worldReadableWarning(config.database.file) : undefined;
  if (exposed) app.log.warn(exposed);
  if (!config.publicUrl) {
    app.log.warn(
      'PUBLIC_URL is not set: accounts (passkeys) work on http://localhost only; on a public site set ' +
        'PUBLIC_URL=https://your.site',
    );
  }

  async function startApp() {
    try {
      const result = await syncContent(db, config.contentDir);
      const created = await buildApp(appOptions);
      created.log.info({ contentHash: result.hash.slice(0, 12), imported: result.imported }, 'content ready');
      return created;
    } catch (error) {
      if (!(error instanceof ContentError || error instanceof ImportRefusedError)) throw error;
      const created = await buildApp(appOptions);
      if (created.quizStore.data.topics.length === 0) throw error;
      // Keep serving the last good import rather than nothing; the author sees every problem here.
      created.log.error(error.message);
      return created;
    }
  }

  // A plain line for an import that worked, as for the start line: `npm start` logs at warn.
  const watcher = config.watchContent
    ? watchContent(db, config.contentDir, { info: (line) => console.log(line), error: (line) => app.log.error(line) })
    : undefined;

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    drainConnections(app.server)
      .then(() => watcher?.close())
      .then(() => app.close())
      .then(() => metricsServer?.close())
      .then(() => probe?.close())
      .then(() => db.destroy())
      .then(
        () => {
          clearTimeout(timer);
          process.exit(0);
        },
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await listen(app, config.port, config.host, SITE_PORT);
  if (metricsServer && config.metrics) {
    await listen(metricsServer, config.metrics.port, config.metrics.host, METRICS_PORT);
    app.log.info(`metrics at http://${config.metrics.host}:${config.metrics.port}/metrics`);
  }
  // One plain line whatever the log level: what a person starting the server wants to know.
  const { port } = app.server.address() as AddressInfo;
  console.log(startLine(config.host, port, process.env.QUIZ_DOJO_BEHIND_VITE === '1'));
}

main().catch((error: unknown) => {
  const known =
    error instanceof ConfigError ||
    error instanceof BuildSettingsError ||
    error instanceof DatabaseOpenError ||
    error instanceof ContentError ||
    error instanceof ImportRefusedError ||
    error instanceof ListenError;
  console.error(known ? error.message : error);
  process.exit(1);
});
