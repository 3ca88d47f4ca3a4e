import { expect, type BrowserContext, type Page } from '@playwright/test';

/** The tag app/record/pending-batch.ts registers. */
export const SYNC_TAG = 'quiz-dojo-sync';

/** The batch the page kept for its worker in IndexedDB (app/record/pending-batch.ts): its answers' ids. */
export const keptAnswers = (page: Page) =>
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

/** Waits until the page has kept these answers for its worker and asked for a background sync. */
export async function expectHandedToWorker(page: Page, questionIds: string[]) {
  await expect.poll(() => keptAnswers(page)).toEqual(questionIds);
  const tags = () =>
    page.evaluate(async () => {
      const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
        sync: { getTags: () => Promise<string[]> };
      };
      return registration.sync.getTags();
    });
  await expect.poll(tags).toContain(SYNC_TAG);
}

/**
 * Fires the worker's sync event through the DevTools protocol, from a blank page of the same
 * browser: Chromium's own scheduler goes by the machine's network, not Playwright's emulated one.
 */
export async function fireBackgroundSync(context: BrowserContext, blank: Page, origin: string) {
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find(
        (registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted,
      );
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin,
    registrationId: await registrationId,
    tag: SYNC_TAG,
    lastChance: false,
  });
}

/** The account's answers to a topic, as GET /api/sync returns them with the context's cookie. */
export async function accountAnswers(context: BrowserContext, api: string, topicId: number): Promise<string[]> {
  const response = await context.request.get(`${api}/api/sync`);
  const body = (await response.json()) as { data?: { answers?: Record<string, Record<string, unknown>> } };
  return Object.keys(body.data?.answers?.[String(topicId)] ?? {});
}
