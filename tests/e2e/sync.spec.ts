import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiTopic, wrongOption } from './support';
import { device, newAccountCookie, syncStatus } from './sync-devices';

const TOPIC_ID = 2;
const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
const pick = (card: Locator, option: string) =>
  card.locator(`input[type="radio"][value="${option.replaceAll('"', '\\"')}"]`).check();

test('two devices answer offline, come back online and both end with the union of their answers', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const topic = await apiTopic(request, TOPIC_ID);
  const [q1, q2] = topic.questions;
  const total = topic.questions.length;
  const token = await newAccountCookie();
  const [phone, laptop] = [await device(browser, token, TOPIC_ID), await device(browser, token, TOPIC_ID)];

  for (const page of [phone, laptop]) await page.context().setOffline(true);
  await pick(cards(phone).nth(0), q1!.correctAnswer);
  await pick(cards(laptop).nth(1), wrongOption(q2!));
  await expect(syncStatus(phone)).toHaveText('Offline: 1 answer waiting');
  await expect(syncStatus(laptop)).toHaveText('Offline: 1 answer waiting');

  for (const page of [phone, laptop]) await page.context().setOffline(false);
  for (const page of [phone, laptop]) await expect(syncStatus(page)).toHaveText(/^Synced/);
  // Each device fetches the other's answers when its page is shown again.
  for (const page of [phone, laptop]) {
    await page.reload();
    await expect(page.getByText(`1 of ${total} correct, 2 answered`)).toBeVisible();
  }
  await expect(cards(phone).nth(1).getByText('Not quite. The right answer is marked, and why is below.')).toBeVisible();
  await expect(cards(laptop).nth(0).getByText('correct', { exact: true })).toBeVisible();
});
