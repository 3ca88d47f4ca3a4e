import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { ACCOUNT_ROUTES } from '../../contract/accounts/index.js';
import { createSoftAuthenticator } from '../../server/accounts/testing/soft-authenticator.js';

/** Devices signed in to one account, for the sync specs. */
export const TOPIC_ID = 2;
const PORT = Number(process.env.E2E_PORT ?? 4319);
// Accounts work on http://localhost without PUBLIC_URL (server/accounts/relying-party.ts).
export const SITE = `http://localhost:${PORT}`;

/** A new account made through the API with a software passkey, as /account would: its session cookie. */
export async function newAccountCookie(): Promise<string> {
  const authenticator = createSoftAuthenticator();
  const call = async (path: string, body: object) => {
    const response = await fetch(`${SITE}${path}`, {
      method: 'POST',
      headers: { origin: SITE, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok, await response.clone().text()).toBe(true);
    return response;
  };
  const options = (await (await call(ACCOUNT_ROUTES.registerOptions, {})).json()) as { data: { options: never } };
  const registered = await call(ACCOUNT_ROUTES.register, {
    response: authenticator.create(options.data.options, SITE),
  });
  return registered.headers.get('set-cookie')!.split(';')[0]!.split('=')[1]!;
}

/** How a device differs: its topic, whether its offline worker may run, how far its clock is behind. */
export type DeviceOptions = { topicId?: number; serviceWorkers?: 'allow' | 'block'; clockBehindMs?: number };

/**
 * A device: a browser context with the session cookie, signed in as the account screens mark it, on
 * the topic's page once its first sync is done. The offline worker runs only where it is allowed.
 */
export async function device(
  browser: Browser,
  token: string,
  { topicId = TOPIC_ID, serviceWorkers = 'block', clockBehindMs = 0 }: DeviceOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL: SITE, serviceWorkers });
  await context.addCookies([{ name: 'quiz-dojo-session', value: token, url: SITE }]);
  const page = await context.newPage();
  if (clockBehindMs) await page.clock.install({ time: Date.now() - clockBehindMs });
  await page.goto(`/topic/${topicId}`);
  await page.evaluate(() => localStorage.setItem('quiz-dojo:account:v1', `signed-in:${Date.now()}`));
  await page.reload();
  await expect(syncStatus(page).filter({ hasText: /^Synced/ })).toBeVisible();
  return page;
}

export const syncStatus = (page: Page) => page.getByRole('banner').getByRole('status');
export const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
export const pick = (card: Locator, option: string) =>
  card.locator(`input[type="radio"][value="${option.replaceAll('"', '\\"')}"]`).check();

/** The question ids of topic 2 the account holds answers for, as another device would get them. */
export async function accountAnswers(token: string): Promise<string[]> {
  const response = await fetch(`${SITE}/api/sync`, { headers: { cookie: `quiz-dojo-session=${token}` } });
  const body = (await response.json()) as { data: { answers: Record<string, Record<string, unknown>> } };
  return Object.keys(body.data.answers[String(TOPIC_ID)] ?? {}).sort();
}
