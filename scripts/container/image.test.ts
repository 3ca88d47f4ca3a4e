// The container image, built and run for real (`npm run test:image`): it starts healthy as a user
// other than root, serves the API, a topic page and a logo drawn by sharp, stops on SIGTERM within the
// server's drain time, a second container on the same volume keeps what the first one stored, and the
// backup stage (compose.yaml's backups) backs that volume up with db:backup.
// Prints the image's budgets: size, start to first healthy answer, memory at rest.
import crypto from 'node:crypto';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUESTION_ID_PATTERN } from '../../contract/feedback.js';
import { freePort } from '../../server/testing/free-port.js';
import { waitFor } from '../../server/testing/spawn-server.js';
import { testBaseImage } from './base-image.js';
import {
  BACKUP_IMAGE,
  buildImage,
  IMAGE,
  logs,
  nodeIn,
  procStatus,
  serverPid,
  startContainer,
  stopWithSigterm,
} from './container-run.js';
import { missingEngine, podman, ULIMITS } from './podman.js';

/** server/index.ts exits 1 when draining and closing take longer than this. */
const DRAIN_LIMIT_S = 10;
const run = `quiz-dojo-image-test-${process.pid}`;
const volume = `${run}-data`;
const figures: string[] = [];
const say = (line: string) => console.log(line);
/** As for the browser of the end-to-end suite: CI requires the engine, a contributor may lack one. */
const missing = missingEngine();
const required = process.env.QUIZ_DOJO_REQUIRE_CONTAINER === '1';
if (missing && !required) console.warn(`Skipping the container image test. ${missing}`);

/** Starts a container on the volume and waits for its first healthy answer, as a load balancer would. */
async function startHealthy(name: string, env: Record<string, string> = {}, hostPort = 0) {
  const started = performance.now();
  const container = await startContainer(name, volume, env, hostPort);
  const base = `http://127.0.0.1:${container.port}`;
  await waitFor(`${base}/api/health`, 200, 120_000).catch(async (error: Error) => {
    throw new Error(`${error.message}\n${await logs(name)}`);
  });
  return { ...container, base, seconds: (performance.now() - started) / 1000 };
}

const report = { reportId: crypto.randomUUID(), reason: 'typo', comment: `image test ${run}` };
/** The report's rows in the container's database, read with the image's own better-sqlite3. */
const storedReport = (name: string) =>
  nodeIn(
    name,
    `const db = new (require('better-sqlite3'))('/data/quiz-dojo.sqlite', { readonly: true });
     const receipt = db.prepare('select count(*) as n from report_receipts where report_id = ?').get(${JSON.stringify(report.reportId)});
     const row = db.prepare('select reports from question_reports where comment = ?').get(${JSON.stringify(report.comment)});
     console.log(JSON.stringify({ receipts: receipt.n, reports: row ? row.reports : 0 }));`,
  ).then((line) => JSON.parse(line) as { receipts: number; reports: number });

describe.skipIf(missing && !required)('the container image', () => {
  beforeAll(async () => {
    if (missing)
      throw new Error(`${missing}\nThe container image test is required here (QUIZ_DOJO_REQUIRE_CONTAINER=1).`);
    const started = performance.now();
    await buildImage(await testBaseImage(say), say);
    figures.push(`base and image built in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await podman(['volume', 'create', volume]);
  }, 30 * 60_000);

  afterAll(async () => {
    if (missing) return;
    for (const name of [`${run}-1`, `${run}-2`]) await podman(['rm', '-f', name], { allowFailure: true });
    await podman(['volume', 'rm', '-f', volume], { allowFailure: true });
    const load = os.loadavg().map((figure) => figure.toFixed(2));
    console.log(`\nContainer image budgets (load average ${load.join(' ')}):`);
    console.log(figures.map((line) => `  ${line}`).join('\n'));
  }, 120_000);

  let questionId = '';

  it('is a size we state, and holds what docs/deploy.md says', async () => {
    const bytes = Number((await podman(['image', 'inspect', '--format', '{{.Size}}', IMAGE])).stdout.trim());
    figures.push(`image size ${(bytes / 1e6).toFixed(0)} MB uncompressed (goal under 250 MB)`);
    const config = JSON.parse((await podman(['image', 'inspect', IMAGE])).stdout)[0].Config;
    expect(config.User).toBe('quiz-dojo');
    expect(config.Entrypoint).toEqual(['/usr/bin/tini', '--']);
    expect(config.Env).toContain('DATABASE_URL=file:/data/quiz-dojo.sqlite');
    expect(Object.keys(config.Volumes ?? {})).toEqual(['/data']);
    const listing = (await podman(['run', '--rm', ...ULIMITS, ...['--entrypoint', 'ls'], IMAGE, '-A', '/app'])).stdout;
    expect(listing.split('\n').filter(Boolean).sort()).toEqual(['content', 'dist', 'node_modules', 'package.json']);
  });

  it('starts healthy as its own user, serves the API, a topic page and a drawn logo, and stores a report', async () => {
    const first = await startHealthy(`${run}-1`);
    figures.push(
      `first start (empty volume: migrations and content import) to first healthy answer: ${first.seconds.toFixed(1)} s`,
    );
    // The image's own HEALTHCHECK command, run by the engine.
    expect((await podman(['healthcheck', 'run', first.name], { allowFailure: true })).code).toBe(0);

    const topics = await (await fetch(`${first.base}/api/quiz`)).json();
    expect(topics.data.length).toBeGreaterThan(10);
    const topic = topics.data[0];
    const page = await fetch(`${first.base}/topic/${topic.id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`Quiz of ${topic.name}`);
    const logo = await fetch(new URL(topic.logoRaster, first.base));
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);

    const detail = await (await fetch(`${first.base}/api/quiz/${topic.id}`)).json();
    questionId = detail.data.questions[0].id;
    expect(questionId).toMatch(new RegExp(QUESTION_ID_PATTERN));
    const sent = await sendReport(first.base, questionId);
    expect(sent).toBe(201);

    const pid = await serverPid(first.name);
    expect(procStatus(pid, 'Uid').split(/\s+/)[0]).toBe('10001');
    expect(
      await nodeIn(
        first.name,
        "console.log((require('fs').statSync('/data/quiz-dojo.sqlite').mode & 0o777).toString(8))",
      ),
    ).toBe('600');
    const rssMb = Number.parseInt(procStatus(pid, 'VmRSS'), 10) / 1024;
    figures.push(`memory after the requests above (RSS of the server process): ${rssMb.toFixed(0)} MB`);

    const stop = await stopWithSigterm(first.name, 3 * DRAIN_LIMIT_S);
    figures.push(`SIGTERM to exit: ${stop.seconds.toFixed(1)} s (drain limit ${DRAIN_LIMIT_S} s)`);
    expect(stop.code).toBe(0);
    expect(stop.seconds).toBeLessThan(DRAIN_LIMIT_S);
    expect(await logs(first.name)).toMatch(/"signal":"SIGTERM".*"msg":"shutting down"/);
  }, 300_000);

  it('starts again on the same volume with what the first container stored', async () => {
    // Settings from the environment: another port (which the HEALTHCHECK follows) and PUBLIC_URL.
    const hostPort = await freePort();
    const publicUrl = `http://127.0.0.1:${hostPort}`;
    const second = await startHealthy(`${run}-2`, { PORT: '8080', PUBLIC_URL: publicUrl }, hostPort);
    expect((await podman(['healthcheck', 'run', second.name], { allowFailure: true })).code).toBe(0);
    // Asked by another name, it still writes PUBLIC_URL into the logos' addresses.
    const topics = await (await fetch(`http://localhost:${hostPort}/api/quiz`)).json();
    expect(topics.data[0].logo).toMatch(new RegExp(`^${publicUrl}/logos/`));
    figures.push(`second start (same volume) to first healthy answer: ${second.seconds.toFixed(1)} s`);
    const restingMb = Number.parseInt(procStatus(await serverPid(second.name), 'VmRSS'), 10) / 1024;
    figures.push(
      `memory at rest (RSS of the server process once healthy, before any request): ${restingMb.toFixed(0)} MB`,
    );
    // The database was reused: the content was not imported again.
    expect(await logs(second.name)).toMatch(/"imported":false.*"msg":"content ready"/);
    expect(await storedReport(second.name)).toEqual({ receipts: 1, reports: 1 });
    // The browser's retry of the same report, after the restart, is still recognised and stored once.
    expect(await sendReport(second.base, questionId)).toBe(201);
    expect(await storedReport(second.name)).toEqual({ receipts: 1, reports: 1 });
    expect((await stopWithSigterm(second.name, 3 * DRAIN_LIMIT_S)).code).toBe(0);
  }, 300_000);

  it("has a backup stage that backs up the volume's database into /app/backups, with PostgreSQL's client", async () => {
    await buildImage(await testBaseImage(say), say, 'backup');
    const backup = async (...command: string[]) =>
      (await podman(['run', '--rm', ...ULIMITS, '-v', `${volume}:/data`, BACKUP_IMAGE, ...command])).stdout;
    // As compose.yaml runs it: no file named, so into backups/ under /app, which the user may write.
    expect(await backup('sh', '-c', 'node dist/server/scripts/db-backup.js && ls backups')).toMatch(
      /backed up the database to backups\/quiz-dojo-.+\.sqlite\n(.|\n)*quiz-dojo-.+\.sqlite/,
    );
    // Debian 12's client: compose.yaml's PostgreSQL must not be newer (pg_dump refuses a newer server).
    expect(await backup('pg_dump', '--version')).toMatch(/\(PostgreSQL\) 15\./);
  }, 600_000);
});

async function sendReport(base: string, questionId: string) {
  const response = await fetch(`${base}/api/reports`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ ...report, questionId }),
  });
  return response.status;
}
