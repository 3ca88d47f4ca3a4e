import { expect, test, type Page } from '@playwright/test';
import { apiTopic, apiTopics, appReady, expectNoSeriousViolations, expectRasterLogos, PHONE } from './support';
import { cardOf, heading, workerInControl } from './offline-support';

// A first visit, the worker's install and offline reloads: more steps than most tests.
test.setTimeout(120_000);
test.use({ serviceWorkers: 'allow' });

/** The topic ids whose API answer the worker keeps, read as the app reads them. */
function keptTopicIds(page: Page) {
  return page.evaluate(async () => {
    const cache = await caches.open('quiz-dojo-api-v1');
    const keys = await cache.keys();
    return keys
      .flatMap((request) => /\/api\/quiz\/(\d+)$/.exec(request.url)?.[1] ?? [])
      .map(Number)
      .sort((a, b) => a - b);
  });
}

const offlineNotice = (page: Page) => page.getByText('Offline: practising saved topics');

test('after a first visit, opened topics and the topic list work offline, and answers persist', async ({
  page,
  context,
  request,
}) => {
  const topics = await apiTopics(request);
  const [first, second] = topics;
  const never = topics.at(-1);
  const firstTopic = await apiTopic(request, first!.id);
  const question = firstTopic.questions[0]!;

  await page.goto(`/topic/${first!.id}`);
  await appReady(page);
  await workerInControl(page);
  // Online, pages still come rendered from the server with the worker in control, `/` included.
  await page.goto('/');
  await expect(page.locator('template#app-scripts')).toHaveCount(1);
  // Error answers and the health checks are never kept.
  await page.goto('/topic/999999');
  await expect(heading(page)).toHaveText('Oh no! An Error Found!');
  await page.evaluate(() => Promise.all(['/api/health', '/api/ready'].map((url) => fetch(url))));
  const keptUrls = await page.evaluate(async () =>
    (await (await caches.open('quiz-dojo-api-v1')).keys()).map((request) => new URL(request.url).pathname),
  );
  expect(keptUrls.filter((url) => /999999|health|ready/.test(url))).toEqual([]);
  expect(keptUrls).toContain(`/api/quiz/${first!.id}`);
  // A second topic opened directly: the server renders it, and the worker keeps its data afterwards.
  await page.goto(`/topic/${second!.id}`);
  await expect(heading(page)).toHaveText(`Quiz of ${second!.name}`);
  await expect.poll(() => keptTopicIds(page)).toEqual([first!.id, second!.id].sort((a, b) => a - b));

  await context.setOffline(true);
  await page.goto(`/topic/${first!.id}`);
  await expect(heading(page)).toHaveText(`Quiz of ${first!.name}`);
  await expect(offlineNotice(page)).toBeVisible();
  const card = page.getByRole('main').getByRole('listitem').first();
  await card.locator(`input[type="radio"][value="${question.correctAnswer.replaceAll('"', '\\"')}"]`).check();
  await expect(card.getByText('correct', { exact: true })).toBeVisible();

  await page.reload();
  await expect(heading(page)).toHaveText(`Quiz of ${first!.name}`);
  await expect(card.getByRole('radio', { checked: true })).toHaveValue(question.correctAnswer);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Topics' }).click();
  await expect(heading(page)).toHaveText('Topics');
  await expect(cardOf(page, second!.name).getByText('Available offline')).toBeVisible();
  expect(await keptTopicIds(page)).toEqual([first!.id, second!.id].sort((a, b) => a - b));
  await expect(cardOf(page, never!.name).getByText('Available offline', { exact: true })).toHaveCount(0);
  // Offline, a card that could not open says so instead of offering Start Practice.
  await expect(cardOf(page, never!.name).getByText('Not available offline', { exact: true })).toBeVisible();
  await expect(cardOf(page, never!.name).getByRole('link', { name: 'Start Practice' })).toHaveCount(0);
  await expect(cardOf(page, second!.name).getByText('Not available offline', { exact: true })).toHaveCount(0);
  await cardOf(page, second!.name).getByRole('link', { name: 'Start Practice' }).click();
  await expect(heading(page)).toHaveText(`Quiz of ${second!.name}`);

  // A topic never saved is no error: a calm page of its own says what to do, without a status code.
  await page.goto(`/topic/${never!.id}`);
  await expect(heading(page)).toHaveText('Not saved for offline use');
  await expect(page).toHaveTitle('Not saved for offline use – Quiz Dojo');
  await expect(page.getByText(/Open it once while online, or use Save all topics for offline/)).toBeVisible();
  await expect(page.getByText('503', { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the page of a topic not saved');
  await page.getByRole('main').getByRole('link', { name: 'Back to topics' }).click();
  await expect(heading(page)).toHaveText('Topics');
  // Online again, every card offers Start Practice.
  await context.setOffline(false);
  await expect(cardOf(page, never!.name).getByRole('link', { name: 'Start Practice' })).toBeVisible();
  await context.setOffline(true);

  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});

test('Save all topics for offline shows its progress and size, then every topic opens offline', async ({
  page,
  context,
  request,
}) => {
  // Every topic opened offline in turn: on a shared, loaded machine this takes minutes.
  test.setTimeout(300_000);
  const topics = await apiTopics(request);
  await page.goto('/topics');
  await appReady(page);
  await workerInControl(page);

  // Every text the status shows, however briefly: the progress is over in a moment on this machine.
  await page.evaluate(() => {
    const shown: string[] = ((window as unknown as { shown: string[] }).shown = []);
    const main = document.querySelector('main')!;
    new MutationObserver(() => {
      for (const status of main.querySelectorAll('[role="status"]')) shown.push(status.textContent ?? '');
    }).observe(main, { subtree: true, childList: true, characterData: true });
  });
  await page.getByRole('button', { name: 'Save all topics for offline' }).click();
  await expect(
    page.getByText(new RegExp(`^All ${topics.length} topics saved for offline use: [\\d.]+ (KB|MB) stored\\.$`)),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText('Available offline')).toHaveCount(topics.length);
  expect(await keptTopicIds(page)).toEqual(topics.map((topic) => topic.id).sort((a, b) => a - b));
  const shown = await page.evaluate(() => (window as unknown as { shown: string[] }).shown);
  expect(shown).toContain(`1 of ${topics.length} topics saved`);
  expect(shown).toContain(`${topics.length - 1} of ${topics.length} topics saved`);

  await context.setOffline(true);
  // Each topic opened from the list, as a learner on a train does; the first one by loading its page.
  await page.goto(`/topic/${topics[0]!.id}`);
  await expect(heading(page)).toHaveText(`Quiz of ${topics[0]!.name}`);
  for (const topic of topics) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Topics' }).click();
    await expect(heading(page)).toHaveText('Topics');
    await cardOf(page, topic.name).getByRole('link', { name: 'Start Practice' }).click();
    await expect(heading(page)).toHaveText(`Quiz of ${topic.name}`);
    await expect(page.getByText(`Total Quiz: ${topic.total}`)).toBeVisible();
  }
});

test('offline on a phone, after the topics were saved, every card shows its PNG logo', async ({
  page,
  context,
  request,
}) => {
  const topics = await apiTopics(request);
  await page.setViewportSize(PHONE);
  await page.goto('/topics');
  await appReady(page);
  await workerInControl(page);
  await page.getByRole('button', { name: 'Save all topics for offline' }).click();
  await expect(page.getByText(new RegExp(`^All ${topics.length} topics saved for offline use`))).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice(page)).toBeVisible();
  await expectRasterLogos(page, topics);
});

test('a captive portal page sent with 200 for a topic or a logo is not kept, so offline the topic says it is not saved', async ({
  page,
  context,
  request,
}) => {
  const topics = await apiTopics(request);
  // The portal answers one topic's data, and another topic's logo, with its sign-in page and 200,
  // from the first visit on (the worker keeps the list's logos when it installs: the PNGs the cards show).
  const portal = topics[1]!;
  const portalLogo = new URL(topics[2]!.logoRaster!).pathname;
  const portalPage = {
    status: 200,
    contentType: 'text/html; charset=utf-8',
    body: `<!doctype html><title>Sign in</title>${'<p>Terms of use</p>'.repeat(3000)}`,
  };
  await context.route(`**/api/quiz/${portal.id}`, (route) => route.fulfill(portalPage));
  await context.route(`**${portalLogo}*`, (route) => route.fulfill(portalPage));
  await page.goto('/topics');
  await appReady(page);
  await workerInControl(page);

  await page.getByRole('button', { name: 'Save all topics for offline' }).click();
  const report = page.getByText(new RegExp(`^${topics.length - 1} of ${topics.length} topics saved for offline use`));
  await expect(report).toBeVisible();
  expect(await keptTopicIds(page)).not.toContain(portal.id);
  const keptLogos = await page.evaluate(async () =>
    (await (await caches.open('quiz-dojo-logos-v1')).keys()).map((request) => new URL(request.url).pathname),
  );
  expect(keptLogos).not.toContain(portalLogo);
  expect(keptLogos).toContain(new URL(topics[0]!.logoRaster!).pathname);
  // The size reported is what was stored: the saved topics and their kept logos, not the portal's page.
  const stored = await page.evaluate(async (unsavedLogo) => {
    let bytes = 0;
    for (const [name, wanted] of [
      ['quiz-dojo-api-v1', /\/api\/quiz\/\d+$/],
      ['quiz-dojo-logos-v1', /\/logos\//],
    ] as const) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        const path = new URL(key.url).pathname;
        if (!wanted.test(path) || path === unsavedLogo) continue;
        bytes += (await (await cache.match(key))!.arrayBuffer()).byteLength;
      }
    }
    return bytes;
  }, new URL(portal.logoRaster!).pathname);
  // Twenty-one topics and their logos pass a megabyte, which the report gives to one decimal.
  const size = stored < 1_000_000 ? `${Math.round(stored / 1000)} kB` : `${(stored / 1_000_000).toFixed(1)} MB`;
  await expect(report).toContainText(`: ${size} stored.`);

  // Routes answer before the network would, so the portal goes before the connection does.
  await context.unrouteAll();
  await context.setOffline(true);
  await page.goto(`/topic/${portal.id}`);
  await expect(heading(page)).toHaveText('Not saved for offline use');
  await expect(page.getByText('You are offline, and this topic was not saved on this device.')).toBeVisible();
  await expect(page.getByText(/unexpected format/)).toHaveCount(0);
});

test('the offline notice appears while the browser is offline and goes when it is back', async ({ page, context }) => {
  await page.goto('/');
  await appReady(page);
  await workerInControl(page);
  await expect(offlineNotice(page)).toHaveCount(0);
  await context.setOffline(true);
  await expect(offlineNotice(page)).toBeVisible();
  // It never blocks the page: the menu stays usable under it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(heading(page)).toHaveText('Blog');
  await expect(offlineNotice(page)).toBeVisible();
  await context.setOffline(false);
  await expect(offlineNotice(page)).toHaveCount(0);
});
