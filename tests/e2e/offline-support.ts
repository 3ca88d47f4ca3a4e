import { expect, type Page } from '@playwright/test';

/** Helpers of the offline specs (offline.spec.ts, offline-first-load.spec.ts). */

/** The worker controls the page (it may have been installed, and activated, offline). */
export async function workerInControl(page: Page) {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** A topic's card on /topics, by the topic's name. */
export const cardOf = (page: Page, name: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
