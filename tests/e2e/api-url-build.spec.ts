import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { BASE_URL } from '../../playwright.config';
import { waitFor } from '../../server/testing/spawn-server';
import { buildForApi, ROOT } from './api-url-build-support';
import { apiTopic, apiTopics, watchCspViolations } from './support';

/**
 * README: "VITE_API_URL=https://quiz.example.org npm run build points it at any server with this
 * API's contract". The suite's server is that API; a build of the app made for it is served by a
 * second server on another loopback address, so the page and its API are two origins.
 */
const OUT = path.join(ROOT, 'test-results', 'api-url-build');
const APP_PORT = Number(process.env.E2E_SECOND_PORT ?? Number(new URL(BASE_URL).port) + 10);
const APP_URL = `http://127.0.0.2:${APP_PORT}`;

// One build and one server for the file, in one worker.
test.describe.configure({ mode: 'serial' });
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildForApi(OUT, BASE_URL);
  server = spawn(process.execPath, ['dist/server/server/index.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(APP_PORT),
      HOST: '127.0.0.2',
      CLIENT_DIR: path.join(OUT, 'client'),
      DATABASE_URL: `file:${path.join(OUT, 'app.sqlite')}`,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitFor(`${APP_URL}/api/health`, 200, 60_000);
});
test.afterAll(() => {
  server?.kill();
});

test('a VITE_API_URL build shows the topics, their logos and a topic from that API, with no CSP violation', async ({
  page,
  request,
}) => {
  const violations = await watchCspViolations(page);
  const apiOrigins = new Set<string>();
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/logos/')) apiOrigins.add(url.origin);
  });
  const topics = await apiTopics(request);
  const first = await apiTopic(request, topics[0]!.id);

  const response = await page.goto(`${APP_URL}/topics`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topics');
  for (const topic of topics) {
    await expect(page.getByRole('heading', { level: 2, name: topic.name, exact: true })).toBeVisible();
  }
  const logos = page.getByRole('main').getByRole('listitem').locator('img');
  await expect(logos).toHaveCount(topics.length);
  for (const logo of await logos.all()) {
    // Lazily loaded: each comes into view, then must have loaded.
    await logo.scrollIntoViewIfNeeded();
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  await page.goto(`${APP_URL}/topic/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quiz of ${first.name}`);
  await expect(page.getByText(`Total Quiz: ${first.total}`)).toBeVisible();
  // Every question with its four options, from that API's answer.
  await expect(page.getByRole('main').getByRole('radio')).toHaveCount(first.questions.length * 4);

  expect(violations).toEqual([]);
  expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${BASE_URL}`);
  expect([...apiOrigins]).toEqual([BASE_URL]);
});

test.describe('with the offline worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("the worker keeps that API's answers and logos, so the topics open offline", async ({
    page,
    context,
    request,
  }) => {
    const topics = await apiTopics(request);
    await page.goto(`${APP_URL}/topics`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topics');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // Kept when the worker installs: the list and its logos, fetched from the API's origin under the worker's CSP.
    const kept = (name: string) =>
      page.evaluate(async (cache) => (await (await caches.open(cache)).keys()).map((key) => key.url), name);
    await expect.poll(() => kept('quiz-dojo-api-v1')).toContain(`${BASE_URL}/api/quiz`);
    await expect.poll(async () => (await kept('quiz-dojo-logos-v1')).length).toBe(topics.length);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topics');
    await expect(page.getByRole('heading', { level: 2, name: topics[0]!.name, exact: true })).toBeVisible();
  });
});
