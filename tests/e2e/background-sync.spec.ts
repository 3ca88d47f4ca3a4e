import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiTopic } from './support';
import { device, newAccountCookie, SITE, syncStatus } from './sync-devices';

const TOPIC_ID = 2;
const SYNC_TAG = 'quiz-dojo-sync';

/** The batch the page kept for its worker in IndexedDB (app/sync/pending-batch.ts): its answers' ids. */
const keptAnswers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const opening = indexedDB.open('quiz-dojo-sync');
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('pending')) return resolve([]);
          const reading = db.transaction('pending').objectStore('pending').get('batch');
          reading.onsuccess = () => {
            const kept = reading.result as { batch?: { answers?: { questionId: string }[] } } | undefined;
            resolve((kept?.batch?.answers ?? []).map((answer) => answer.questionId));
          };
        };
      }),
  );

/**
 * Fires the worker's sync event through the DevTools protocol, from a blank page of the same
 * browser: Chromium's own scheduler goes by the machine's network, not Playwright's emulated one.
 */
async function fireBackgroundSync(context: BrowserContext, blank: Page) {
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${SITE}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: SITE,
    registrationId: await registrationId,
    tag: SYNC_TAG,
    lastChance: false,
  });
}

/** The account's answers to the topic, as GET /api/sync returns them. */
async function accountAnswers(token: string): Promise<string[]> {
  const response = await fetch(`${SITE}/api/sync`, { headers: { cookie: `quiz-dojo-session=${token}` } });
  const body = (await response.json()) as { data?: { answers?: Record<string, Record<string, unknown>> } };
  return Object.keys(body.data?.answers?.[String(TOPIC_ID)] ?? {});
}

test('an answer given offline goes from the service worker once back online, with no page of the site open', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const topic = await apiTopic(request, TOPIC_ID);
  const question = topic.questions[0]!;
  const token = await newAccountCookie();
  const page = await device(browser, token, TOPIC_ID, 'allow');
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
  await expect.poll(() => keptAnswers(page)).toEqual([question.id]);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
          sync: { getTags: () => Promise<string[]> };
        };
        return registration.sync.getTags();
      }),
    )
    .toContain(SYNC_TAG);

  // The learner closes the tab while offline; the page never sent the answer.
  const blank = await context.newPage();
  await page.close();
  expect(await accountAnswers(token)).toEqual([]);
  await context.setOffline(false);
  await fireBackgroundSync(context, blank);
  await expect.poll(() => accountAnswers(token)).toEqual([question.id]);

  // Another device of the same account sees it.
  const laptop = await device(browser, token, TOPIC_ID);
  await expect(laptop.getByText(`1 of ${topic.questions.length} correct, 1 answered`)).toBeVisible();
});
