import { expect, test } from '@playwright/test';
import { accountAnswers, expectHandedToWorker, fireBackgroundSync } from './background-sync-support';
import { apiTopic } from './support';
import { device, newAccountCookie, SITE, syncStatus } from './sync-devices';

const TOPIC_ID = 2;

test('an answer given offline goes from the service worker once back online, with no page of the site open', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const topic = await apiTopic(request, TOPIC_ID);
  const question = topic.questions[0]!;
  const token = await newAccountCookie();
  const page = await device(browser, token, { topicId: TOPIC_ID, serviceWorkers: 'allow' });
  const context = page.context();
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));

  await context.setOffline(true);
  await page
    .getByRole('main')
    .getByRole('listitem')
    .first()
    .locator(`input[type="radio"][value="${question.correctAnswer.replaceAll('"', '\\"')}"]`)
    .check();
  await expect(syncStatus(page)).toHaveText('Offline: 1 answer waiting');
  await expectHandedToWorker(page, [question.id]);

  // The learner closes the tab while offline: from here no page of the site is open, so only the
  // worker can send. (Chromium may also run the sync by itself once back online: it too is the worker.)
  const blank = await context.newPage();
  await page.close();
  await context.setOffline(false);
  await fireBackgroundSync(context, blank, SITE);
  await expect.poll(() => accountAnswers(context, SITE, TOPIC_ID)).toEqual([question.id]);

  // Another device of the same account sees it.
  const laptop = await device(browser, token, { topicId: TOPIC_ID });
  await expect(laptop.getByText(`1 of ${topic.questions.length} correct, 1 answered`)).toBeVisible();
});
