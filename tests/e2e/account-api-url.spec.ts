import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { waitFor } from '../../server/testing/spawn-server';
import { buildForApi, ROOT } from './api-url-build-support';
import { accountAnswers, expectHandedToWorker, fireBackgroundSync } from './background-sync-support';
import { apiTopic, watchCspViolations } from './support';
import { syncStatus } from './sync-devices';
import { deviceWithPasskeys } from './virtual-authenticator';

/**
 * docs/deploy.md, Accounts: a VITE_API_URL build on another origin of the same site works with
 * accounts when the API sets PUBLIC_URL and APP_ORIGIN. Two servers of their own on localhost (the
 * one site), each on its port: the API, and the app built for it.
 */
const OUT = path.join(ROOT, 'test-results', 'account-api-url');
const PORT = Number(new URL(BASE_URL).port);
const APP_ORIGIN = `http://localhost:${PORT + 11}`;
const API_ORIGIN = `http://localhost:${PORT + 12}`;

test.describe.configure({ mode: 'serial' });
const servers: ChildProcess[] = [];

function serve(port: number, env: Record<string, string>) {
  const child = spawn(process.execPath, ['dist/server/server/index.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildForApi(OUT, API_ORIGIN);
  serve(PORT + 12, {
    PUBLIC_URL: API_ORIGIN,
    APP_ORIGIN,
    DATABASE_URL: `file:${path.join(OUT, 'api.sqlite')}`,
  });
  serve(PORT + 11, { CLIENT_DIR: path.join(OUT, 'client'), DATABASE_URL: `file:${path.join(OUT, 'app.sqlite')}` });
  await waitFor(`${API_ORIGIN}/api/health`, 200, 60_000);
  await waitFor(`${APP_ORIGIN}/api/health`, 200, 60_000);
});
test.afterAll(() => {
  for (const server of servers) server.kill();
});

test('from a VITE_API_URL build, an account is created, shows its pairing code and data, and signs out', async ({
  browser,
}) => {
  const a = await deviceWithPasskeys(browser, { baseURL: APP_ORIGIN });
  const violations = await watchCspViolations(a.page);
  const accountCalls = new Set<string>();
  a.page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/account')) accountCalls.add(new URL(sent.url()).origin);
  });

  await a.page.goto('/account');
  await a.page.getByLabel('Display name (optional)').fill('Ada');
  await a.page.getByRole('button', { name: 'Create an account with a passkey' }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(a.page.getByText('Signed in as Ada')).toBeVisible();
  await expect(a.page.getByText('This device', { exact: true })).toBeVisible();

  // The session cookie is the API's, and travels with the app's requests.
  await a.page.reload();
  await expect(a.page.getByText('Signed in as Ada')).toBeVisible();
  await a.page.getByRole('button', { name: 'Show a pairing code' }).click();
  await expect(a.page.getByTestId('pairing-code')).toHaveText(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(a.page.getByText(`${APP_ORIGIN}/account/pair#`)).toBeVisible();

  const download = a.page.waitForEvent('download');
  await a.page.getByRole('button', { name: 'Download my progress' }).click();
  expect((await download).suggestedFilename()).toMatch(/^quiz-dojo-progress-.*\.json$/);

  await a.page.getByRole('button', { name: 'Sign out this device' }).click();
  await expect(a.page.getByText('You are signed out.')).toBeVisible();
  expect([...accountCalls]).toEqual([API_ORIGIN]);
  expect(violations).toEqual([]);
  await a.context.close();
});

test("from a VITE_API_URL build, the service worker sends an answer given offline to the API's origin with the cookie", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const question = (await apiTopic(request, 2)).questions[0]!;
  const a = await deviceWithPasskeys(browser, { baseURL: APP_ORIGIN, serviceWorkers: 'allow' });
  await a.page.goto('/account');
  await a.page.getByRole('button', { name: 'Create an account with a passkey' }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await a.page.goto('/topic/2');
  await expect(syncStatus(a.page).filter({ hasText: /^Synced/ })).toBeVisible();
  await a.page.evaluate(async () => void (await navigator.serviceWorker.ready));

  await a.context.setOffline(true);
  await a.page
    .getByRole('main')
    .getByRole('listitem')
    .first()
    .locator(`input[type="radio"][value="${question.correctAnswer.replaceAll('"', '\\"')}"]`)
    .check();
  await expectHandedToWorker(a.page, [question.id]);
  const blank = await a.context.newPage();
  await a.page.close();
  await a.context.setOffline(false);
  // The worker's POST carries the app's origin, which the API accepts as APP_ORIGIN (CORS and its check).
  await fireBackgroundSync(a.context, blank, APP_ORIGIN);
  await expect.poll(() => accountAnswers(a.context, API_ORIGIN, 2)).toEqual([question.id]);
  await a.context.close();
});
