import { expect, test } from '@playwright/test';
import { newAccountCookie, SITE, syncStatus, TOPIC_ID } from './sync-devices';

const PHONE = { width: 390, height: 844 };

test('on a phone, Menu then a link stays in the app, and offline the signed-in header says Offline', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await newAccountCookie();
  const context = await browser.newContext({
    baseURL: SITE,
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
    serviceWorkers: 'allow',
  });
  await context.addCookies([{ name: 'quiz-dojo-session', value: token, url: SITE }]);
  const page = await context.newPage();
  await page.goto(`/topic/${TOPIC_ID}`);
  await page.evaluate(() => localStorage.setItem('quiz-dojo:account:v1', `signed-in:${Date.now()}`));
  await page.reload();
  await expect(syncStatus(page).filter({ hasText: /^Synced/ })).toBeVisible();
  // The worker in control, so that offline a new document would still come (the saved shell).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // A new document would lose this mark and be counted.
  let documents = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents++;
  });
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const nav = page.getByRole('navigation', { name: 'Main' });
  const heading = page.getByRole('heading', { level: 1 });

  await nav.getByRole('button', { name: /^Menu/ }).tap();
  await nav.getByRole('link', { name: 'Topics' }).tap();
  await expect(heading).toHaveText('Topics');
  await expect(page).toHaveURL(/\/topics$/);
  expect(documents).toBe(0);
  // The menu closes behind the tap.
  await expect(nav.getByRole('link', { name: 'Blog' })).toBeHidden();

  await context.setOffline(true);
  await expect(syncStatus(page)).toHaveText(/^Offline/);
  await nav.getByRole('button', { name: /^Menu/ }).tap();
  await nav.getByRole('link', { name: 'Blog' }).tap();
  await expect(heading).toHaveText('Blog');
  await expect(syncStatus(page)).toHaveText(/^Offline/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(documents).toBe(0);
  await context.close();
});
