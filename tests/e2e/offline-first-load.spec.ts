import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiTopic, apiTopics, appReady, wrongOption } from './support';
import { cardsFromAnotherTab, storedRecord } from './learner-record';
import { cardOf, heading, workerInControl } from './offline-support';

// A first visit, the worker's install held back and offline steps: more than most tests.
test.setTimeout(120_000);
test.use({ serviceWorkers: 'allow' });

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: new RegExp(`^${name}`) });

/**
 * A first visit to /topics, then the topic's address typed in while the worker is still
 * installing, and the connection gone once the app has taken that page over: the worker takes
 * over only then, offline. The files the worker precaches are fetched by the test itself (its own
 * client, which the browser's offline mode does not stop) and handed to the worker only once the
 * browser is offline, so the order is the same on every run.
 */
async function openByAddressThenOffline(page: Page, context: BrowserContext, topicId: number) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let installing = () => {};
  const isInstalling = new Promise<void>((resolve) => (installing = resolve));
  await context.route(
    (url) => !url.pathname.startsWith('/api/') && url.pathname !== '/sw.js',
    async (route) => {
      if (!route.request().serviceWorker()) return route.fallback();
      const response = await route.fetch();
      installing();
      await released;
      await route.fulfill({ response });
    },
  );
  await page.goto('/topics');
  await appReady(page);
  await isInstalling;
  await page.goto(`/topic/${topicId}`);
  // The app has taken the page over (its scripts come after the load event, decision 6), the worker not.
  await appReady(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  // The topic list, which the installing worker fetched at once, is kept: only the topic is at stake.
  await expect.poll(() => page.evaluate(async () => (await caches.match('/api/quiz')) !== undefined)).toBe(true);
  await context.setOffline(true);
  release();
  await workerInControl(page);
}

async function pick(page: Page, option: string) {
  const card = page.getByRole('main').getByRole('listitem').first();
  await card.locator(`input[type="radio"][value="${option.replaceAll('"', '\\"')}"]`).check();
  return card;
}

test('a topic opened by its address stays available offline, though the connection went before the worker took over', async ({
  page,
  context,
  request,
}) => {
  const topic = (await apiTopics(request))[1]!;
  const question = (await apiTopic(request, topic.id)).questions[0]!;
  await openByAddressThenOffline(page, context, topic.id);

  const card = await pick(page, question.correctAnswer);
  await expect(card.getByText('correct', { exact: true })).toBeVisible();
  await menuLink(page, 'Topics').click();
  await expect(heading(page)).toHaveText('Topics');
  await expect(cardOf(page, topic.name).getByText('Available offline', { exact: true })).toBeVisible();
  await expect(cardOf(page, topic.name).getByText('Not available offline', { exact: true })).toHaveCount(0);
  await page.goBack();
  await expect(heading(page)).toHaveText(`Quiz of ${topic.name}`);
  await expect(page.getByRole('main').getByRole('radio', { checked: true }).first()).toHaveValue(
    question.correctAnswer,
  );
});

test('offline, review asks the due cards of every topic shown here and names a topic it cannot show', async ({
  page,
  context,
  request,
}) => {
  const topics = await apiTopics(request);
  const [shown, never] = [topics[1]!, topics.at(-1)!];
  const question = (await apiTopic(request, shown.id)).questions[0]!;
  const neverQuestion = (await apiTopic(request, never.id)).questions[0]!;
  await openByAddressThenOffline(page, context, shown.id);
  await pick(page, wrongOption(question));
  await expect(page.getByRole('main').getByText('First try: wrong')).toBeVisible();
  // A card of a topic this browser never showed (as another device's sync or a progress file brings).
  const [{ card }] = (await storedRecord(page)).bases as [{ card: unknown }];
  await cardsFromAnotherTab(page, [{ topicId: String(never.id), questionId: neverQuestion.id, card }]);

  const leftOut = page.getByText(`Not in this round: the questions due from ${never.name}, which could not be loaded`);
  await menuLink(page, 'Review').click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await expect(page.getByText(`From ${shown.name}`)).toBeVisible();
  await expect(leftOut).toBeVisible();
  // A reload offline starts the app from the saved shell, and the round is the same.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await expect(leftOut).toBeVisible();
  await pick(page, question.correctAnswer);
  await page.getByRole('button', { name: 'See summary' }).click();
  await expect(page.getByRole('heading', { name: 'Round complete' })).toBeVisible();
});
