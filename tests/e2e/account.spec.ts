import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import {
  apiTopic,
  appReady,
  expectNoHorizontalOverflow,
  expectNoSeriousViolations,
  reviewLink,
  wrongOption,
} from './support';
import { deviceWithPasskeys } from './virtual-authenticator';

const TOPIC_ID = 2;
// WebAuthn refuses an IP address as the relying party: the account screens run on localhost,
// which the server (without PUBLIC_URL) takes as its relying party.
const SITE = `http://localhost:${process.env.E2E_PORT ?? 4319}`;
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

const device = (browser: Browser, userAgent?: string) => deviceWithPasskeys(browser, { baseURL: SITE, userAgent });

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
/** The header's link to /account. */
const headerLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^(Keep my progress|Ada|Key|Your account)$/ });
const syncStatus = (page: Page) => page.getByRole('banner').getByRole('status');
const questionCards = (page: Page) => page.getByRole('main').getByRole('listitem');

/** Radios carry the option text as their value (their names are the option's rendered HTML). */
async function pick(page: Page, index: number, option: string) {
  await questionCards(page)
    .nth(index)
    .locator(`input[type="radio"][value="${option.replaceAll('"', '\\"')}"]`)
    .check();
}

/** What a learner sees of their progress in topic 2: its score, the review count and the streak. */
async function expectProgress(page: Page, total: number) {
  await page.goto(`/topic/${TOPIC_ID}`);
  await expect(page.getByText(`1 of ${total} correct, 2 answered`)).toBeVisible();
  await expect(reviewLink(page)).toHaveAccessibleName('Review, 1 due');
  await page.goto('/statistics');
  await expect(page.getByRole('region', { name: 'Your activity' })).toContainText('Current streak1 day');
}

async function openAccount(page: Page) {
  await page.goto('/account');
  await appReady(page);
}

test('create an account, sign in on two more devices by passkey and pairing code, sign out, delete', async ({
  browser,
  request,
}) => {
  // Four devices, each signing in and syncing: at a load of 11 on two cores it needed more than 60 s.
  test.setTimeout(120_000);
  const topic = await apiTopic(request, TOPIC_ID);
  const [q1, q2] = topic.questions;
  const a = await device(browser);
  const b = await device(browser, WINDOWS);
  const c = await device(browser, MAC);

  // Device A: Keep my progress, with a display name.
  await a.page.goto('/');
  await appReady(a.page);
  await expect(headerLink(a.page)).toHaveText('Keep my progress');
  await headerLink(a.page).click();
  await expect(heading(a.page, 'Keep my progress')).toBeVisible();
  await a.page.getByLabel('Display name (optional)').fill('Ada');
  await a.page.getByRole('button', { name: 'Create an account with a passkey' }).click();
  await expect(heading(a.page, 'Your account')).toBeVisible();
  await expect(a.page.getByText('Signed in as Ada')).toBeVisible();
  await expect(headerLink(a.page)).toHaveText('Ada');
  // The passkey that made the account is this device's, and making the account was its first use.
  const passkeys = (page: Page) => page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem');
  await expect(passkeys(a.page)).toHaveText(/^Passkey 1 on this deviceAdded .+, last used /);
  // The only passkey has no Remove: an account without one would be lost once its sessions end.
  await expect(a.page.getByText("The account's only passkey cannot be removed: add another one first.")).toBeVisible();
  await expect(a.page.getByRole('button', { name: 'Remove Passkey 1' })).toHaveCount(0);
  const credentials = await a.authenticator.credentials();
  expect(credentials).toHaveLength(1);

  // A answers two questions, one right and one wrong; the header says when they reached the account.
  await a.page.goto(`/topic/${TOPIC_ID}`);
  await appReady(a.page);
  await pick(a.page, 0, q1!.correctAnswer);
  await pick(a.page, 1, wrongOption(q2!));
  await expect(syncStatus(a.page)).toHaveText(/^Synced/);
  await expectProgress(a.page, topic.questions.length);
  await a.page.goto('/account');

  // Device B holds the same passkey, as a synced passkey would be.
  await b.authenticator.add(credentials[0]);
  await openAccount(b.page);
  await b.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(heading(b.page, 'Your account')).toBeVisible();
  await expect(b.page.getByText('Signed in as Ada')).toBeVisible();
  await expect(syncStatus(b.page)).toHaveText(/^Synced/);
  await expectProgress(b.page, topic.questions.length);
  await b.page.goto('/account');

  // Device C has no passkey: A shows a pairing code and its QR code; C opens the link.
  await a.page.getByRole('button', { name: 'Show a pairing code' }).click();
  const code = (await a.page.getByTestId('pairing-code').textContent())!;
  expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(a.page.getByRole('img', { name: `QR code of the pairing link for code ${code}` })).toBeVisible();
  await c.page.goto(`/account/pair#${code}`);
  // The link only fills the code in: C confirms before it is signed in (no login CSRF).
  await expect(c.page.getByText('Sign this browser in to the account that made this code?')).toBeVisible();
  await c.page.getByRole('button', { name: 'Sign in to that account' }).click();
  await expect(heading(c.page, 'Your account')).toBeVisible();
  await expect(c.page.getByText('Signed in as Ada')).toBeVisible();
  await expect(syncStatus(c.page)).toHaveText(/^Synced/);
  // C holds no passkey: the one listed is on the device that added it, not on this one.
  await expect(passkeys(c.page)).toHaveText(/^Passkey 1 on the device that added it/);
  await expectProgress(c.page, topic.questions.length);
  await c.page.goto('/account');

  // The code worked once: typed again on a fourth browser, it is refused, saying what to do.
  const d = await device(browser);
  await openAccount(d.page);
  await d.page.getByRole('link', { name: 'enter the pairing code' }).click();
  await d.page.getByLabel('Pairing code').fill(code.toLowerCase());
  await d.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(d.page.getByRole('alert')).toHaveText(/already used or expired; show a new one/);
  await d.context.close();

  // A sees three devices, itself marked, and signs B out; B learns it on its next request.
  await a.page.reload();
  const devices = a.page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(3);
  await expect(devices.first()).toContainText('This device');
  await a.page.getByRole('button', { name: 'Sign out Chrome on Windows' }).click();
  await expect(devices).toHaveCount(2);
  await b.page.reload();
  await expect(b.page.getByText('This device is no longer signed in')).toBeVisible();
  await expect(heading(b.page, 'Keep my progress')).toBeVisible();

  // Everything the server holds, as a progress file.
  const download = a.page.waitForEvent('download');
  await a.page.getByRole('button', { name: 'Download my progress' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^quiz-dojo-progress-\d{4}-\d{2}-\d{2}\.json$/);
  const progress = JSON.parse(await readFile((await file.path())!, 'utf8')) as Record<string, unknown>;
  expect(progress).toHaveProperty('format');

  // C signs out: its own copy of the progress stays, and the page says so. Each Sign out button names
  // its device: this one, or the other signed-in one.
  await c.page.reload();
  await expect(c.page.getByRole('button', { name: /^Sign out (this device|.+ on .+|all devices)$/ })).toHaveCount(3);
  await c.page.getByRole('button', { name: 'Sign out this device' }).click();
  await expect(c.page.getByText('You are signed out. The progress in this browser stays as it was.')).toBeVisible();
  await expect(headerLink(c.page)).toHaveText('Keep my progress');

  // B signs in again; A deletes the account after confirming: B is told the account is gone, and the
  // passkey B holds then belongs to no account.
  await b.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(heading(b.page, 'Your account')).toBeVisible();
  await a.page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('all the progress synced to it');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(a.page.getByText('Your account was deleted.')).toBeVisible();
  await expect(headerLink(a.page)).toHaveText('Keep my progress');
  await b.page.reload();
  await expect(b.page.getByText(/^The account this device was signed in to was deleted/)).toBeVisible();
  await b.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(b.page.getByRole('alert')).toContainText('belongs to no account here');

  for (const each of [a, b, c]) await each.context.close();
});

test('a cancelled passkey and a passkey-less browser each get a sentence saying what to do', async ({ browser }) => {
  const a = await device(browser);
  await openAccount(a.page);
  await a.page.evaluate(() => {
    // Stands for the browser's own "cancel": navigator.credentials rejects with NotAllowedError.
    navigator.credentials.create = () =>
      Promise.reject(new DOMException('The operation was cancelled.', 'NotAllowedError'));
  });
  await a.page.getByRole('button', { name: 'Create an account with a passkey' }).click();
  await expect(a.page.getByRole('alert')).toHaveText(
    'The passkey request was cancelled or timed out, so nothing changed. Try again when you are ready.',
  );
  await expect(headerLink(a.page)).toHaveText('Keep my progress');

  await a.page.evaluate(() => Reflect.deleteProperty(window, 'PublicKeyCredential'));
  await a.page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(a.page.getByRole('alert').last()).toHaveText(/This browser cannot use passkeys/);
  await a.context.close();
});

test('the account screens pass axe in both themes, and work by keyboard', async ({ browser }) => {
  const a = await device(browser);
  const { page } = a;
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await openAccount(page);
    await expectNoSeriousViolations(page, `/account signed out (${scheme})`);
    await page.goto('/account/pair');
    await expect(heading(page, 'Sign in with a pairing code')).toBeVisible();
    await expectNoSeriousViolations(page, `/account/pair (${scheme})`);
  }

  // By keyboard: the name field, then the button, with Enter.
  await openAccount(page);
  await page.getByLabel('Display name (optional)').focus();
  await page.keyboard.type('Key');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create an account with a passkey' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(heading(page, 'Your account')).toBeVisible();
  await page.getByRole('button', { name: 'Show a pairing code' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pairing-code')).toBeVisible();

  // Offline, the page says account actions need a connection, and an action says what happened.
  await a.context.setOffline(true);
  await expect(page.getByText('You are offline. Account actions need a connection')).toBeVisible();
  await page.getByRole('button', { name: 'Show a new code' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^You are offline, or the server cannot be reached/);
  await a.context.setOffline(false);
  await expect(page.getByText('You are offline. Account actions need a connection')).toBeHidden();

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousViolations(page, `/account signed in (${scheme})`);
  }
  // On a phone the header's link is an icon with the same name, and nothing overflows.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(headerLink(page)).toBeVisible();
  await expect(headerLink(page)).toHaveAccessibleName('Key');
  await expectNoHorizontalOverflow(page);
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await expectNoSeriousViolations(page, '/account delete dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await a.context.close();
});

test('offline, /account opens from the offline worker, says it needs a connection, and recovers', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await deviceWithPasskeys(browser, { baseURL: SITE, serviceWorkers: 'allow' });
  const { page } = a;
  await openAccount(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.getByLabel('Display name (optional)').fill('Ada');
  await page.getByRole('button', { name: 'Create an account with a passkey' }).click();
  await expect(page.getByText('Signed in as Ada')).toBeVisible();

  await a.context.setOffline(true);
  await page.goto('/account');
  await expect(heading(page, 'Your account')).toBeVisible();
  await expect(headerLink(page)).toHaveText('Ada');
  // The notice that reads navigator.onLine is tested above, on a page already open; in a page
  // loaded offline through the worker, Playwright's emulated offline leaves navigator.onLine true
  // (page.evaluate read true), though every request fails.
  await expect(page.getByRole('alert')).toHaveText(/^You are offline, or the server cannot be reached/);

  await a.context.setOffline(false);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('Signed in as Ada')).toBeVisible();
  await a.context.close();
});
