import { expect, test } from '@playwright/test';
import { apiTopic } from './support';
import { cards, device, newAccountCookie, pick, syncStatus, TOPIC_ID } from './sync-devices';

test("a device shows another device's answer within the 30 s pull, without a reload, after 304s while nothing changed", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const topic = await apiTopic(request, TOPIC_ID);
  const [q1] = topic.questions;
  const token = await newAccountCookie();
  const [laptop, phone] = [await device(browser, token), await device(browser, token)];
  await laptop.evaluate(() => Object.assign(window, { sameDocument: true }));
  const statuses: number[] = [];
  laptop.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/sync') statuses.push(response.status());
  });

  // Nothing changed: the pull on focus is a 304, in a real browser's fetch.
  await laptop.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect.poll(() => statuses).toContain(304);
  await expect(syncStatus(laptop)).toHaveText(/^Synced/);

  await pick(cards(phone).nth(0), q1!.correctAnswer);
  await expect(phone.getByText(`1 of ${topic.questions.length} correct, 1 answered`)).toBeVisible();
  // The laptop is neither reloaded nor focused: its 30 s pull brings the answer (45 s allows a busy machine).
  await expect(laptop.getByText(`1 of ${topic.questions.length} correct, 1 answered`)).toBeVisible({
    timeout: 45_000,
  });
  await expect(cards(laptop).nth(0).getByText('correct', { exact: true })).toBeVisible();
  expect(await laptop.evaluate(() => 'sameDocument' in window)).toBe(true);
  expect(statuses.at(-1)).toBe(200);
});
