import { expect, test, type APIRequestContext } from '@playwright/test';
import { eraseSiteStorage } from './learner-record';
import { apiTopic, wrongOption } from './support';
import { accountAnswers, cards, device, newAccountCookie, pick, SITE, syncStatus, TOPIC_ID } from './sync-devices';

/** Topic 2's first two questions, its size, and a new account's session. */
async function twoQuestionsAndAnAccount(request: APIRequestContext) {
  const topic = await apiTopic(request, TOPIC_ID);
  const [q1, q2] = topic.questions;
  return { q1: q1!, q2: q2!, total: topic.questions.length, token: await newAccountCookie() };
}

test('two devices answer offline, come back online and both end with the union of their answers', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { q1, q2, total, token } = await twoQuestionsAndAnAccount(request);
  const [phone, laptop] = [await device(browser, token), await device(browser, token)];

  for (const page of [phone, laptop]) await page.context().setOffline(true);
  await pick(cards(phone).nth(0), q1.correctAnswer);
  await pick(cards(laptop).nth(1), wrongOption(q2));
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

test('a device whose clock is set back three days still syncs, and says what waits for its clock', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { q1, q2, total, token } = await twoQuestionsAndAnAccount(request);
  const phone = await device(browser, token);
  await pick(cards(phone).nth(0), q1.correctAnswer);
  await expect.poll(() => accountAnswers(token)).toEqual([q1.id]);

  const laptop = await device(browser, token, { clockBehindMs: 3 * 86_400_000 });
  await expect(syncStatus(laptop)).toHaveText("Synced just now; this device's clock is behind, 1 answer waits");
  await expect(laptop.getByText(`0 of ${total} correct, 0 answered`)).toBeVisible();
  // Its own answers still go to the account, and from there to the other device.
  await pick(cards(laptop).nth(1), wrongOption(q2));
  await expect.poll(() => accountAnswers(token)).toEqual([q1.id, q2.id].sort());
  await phone.reload();
  await expect(phone.getByText(`1 of ${total} correct, 2 answered`)).toBeVisible();

  // The clock set right: the answer that waited arrives.
  await laptop.clock.setSystemTime(Date.now());
  await laptop.reload();
  await expect(laptop.getByText(`1 of ${total} correct, 2 answered`)).toBeVisible();
  await expect(syncStatus(laptop)).toHaveText(/^Synced (just now|1 min ago)$/);
});

test('a browser whose site storage was erased (Safari after seven days) gets its progress back from the account', async ({
  browser,
  request,
}) => {
  const { q1, total, token } = await twoQuestionsAndAnAccount(request);
  const context = await browser.newContext({ baseURL: SITE });
  // What the server set at sign-in: the HttpOnly session, and the mark the page may read.
  await context.addCookies([
    { name: 'quiz-dojo-session', value: token, url: SITE, httpOnly: true },
    { name: 'quiz-dojo-account', value: '1', url: SITE },
  ]);
  const page = await context.newPage();
  await page.goto(`/topic/${TOPIC_ID}`);
  await expect(syncStatus(page)).toHaveText(/^Synced/);
  await pick(cards(page).nth(0), q1.correctAnswer);
  await expect.poll(() => accountAnswers(token)).toEqual([q1.id]);

  await eraseSiteStorage(page);
  await page.reload();
  await expect(page.getByText(`1 of ${total} correct, 1 answered`)).toBeVisible();
  await expect(syncStatus(page)).toHaveText(/^Synced/);
});
