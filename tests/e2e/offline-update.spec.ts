import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../../server/testing/free-port';
import { waitFor } from '../../server/testing/spawn-server';
import { appReady } from './support';

// Two deployments of the built app on a server of this test's own: the second changes the worker.
test.setTimeout(120_000);
test.use({ serviceWorkers: 'allow' });

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The built server on a copy of the build, which the test deploys anew by changing its files. */
async function startServer(dir: string, port: number): Promise<ChildProcess> {
  const log = openSync(path.join(dir, 'server.log'), 'a');
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/server/index.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: `file:${path.join(dir, 'quiz.sqlite')}`,
      CLIENT_DIR: path.join(dir, 'client'),
    },
    // Its log goes beside the test's other output, not into the middle of the suite's report.
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  await waitFor(`http://127.0.0.1:${port}/api/quiz`);
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A new deployment whose worker differs by a byte; the server reads its files when it starts. */
async function deployNewWorker(dir: string) {
  const worker = path.join(dir, 'client', 'sw.js');
  await fs.appendFile(worker, '\n// deployment 2\n');
  await Promise.all(['.br', '.gz'].map((ext) => fs.rm(`${worker}${ext}`, { force: true })));
}

const checkedOption = (page: Page) =>
  page.getByRole('main').getByRole('listitem').first().getByRole('radio', { checked: true });

let server: ChildProcess | undefined;
test.afterEach(async () => {
  if (server) await stopServer(server);
  server = undefined;
});

test('a new version waits for "Reload to update" and never reloads the page under the learner', async ({ page }) => {
  const dir = test.info().outputPath('deployment');
  await fs.mkdir(dir, { recursive: true });
  await fs.cp(path.join(ROOT, 'dist/client'), path.join(dir, 'client'), { recursive: true });
  await fs.cp(path.join(ROOT, 'dist/render'), path.join(dir, 'render'), { recursive: true });
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  server = await startServer(dir, port);
  await page.goto(`${origin}/topic/1`);
  await appReady(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // An answer given, and a mark that only this very page (not a reloaded one) carries.
  const option = page.getByRole('main').getByRole('listitem').first().getByRole('radio').first();
  await option.check();
  const answer = await option.getAttribute('value');
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await stopServer(server);
  await deployNewWorker(dir);
  server = await startServer(dir, port);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration!.update()));

  const notice = page.getByRole('status').filter({ hasText: 'A new version of Quiz Dojo is ready.' });
  await expect(notice.getByRole('button', { name: 'Reload to update' })).toBeVisible();
  // The new worker waits; the page is the same one, with its answer.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null))).toBe(
    true,
  );
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await expect(checkedOption(page)).toHaveValue(answer!);

  const reloaded = page.waitForEvent('load');
  await notice.getByRole('button', { name: 'Reload to update' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBeUndefined();
  await appReady(page);
  await expect(notice).toHaveCount(0);
  await expect(checkedOption(page)).toHaveValue(answer!);
  // The new worker is the one in control now, with none left waiting.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.waiting === null))).toBe(
    true,
  );
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});
