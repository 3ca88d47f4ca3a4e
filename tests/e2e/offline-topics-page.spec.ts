import { expect, test } from '@playwright/test';
import { appReady, expectNoSeriousViolations } from './support';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 800 } };

type Box = { x: number; y: number; width: number; height: number };
/** Whether two boxes on the screen share any area. */
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`offline on /topics at ${size} size: no save offered, and the notice covers no card`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/topics');
    await appReady(page);
    await expect(page.getByRole('button', { name: 'Save all topics for offline' })).toBeEnabled();

    await context.setOffline(true);
    const notice = page.getByText('Offline: practising saved topics');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save all topics for offline' })).toHaveCount(0);
    await expect(
      page.getByText(/You are offline: topics can be saved for offline use once you are back online/),
    ).toBeVisible();
    // At the top and at the foot of the page, no card is under the notice.
    for (const scroll of ['top', 'bottom'] as const) {
      await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.body.scrollHeight), scroll);
      const box = (await notice.boundingBox())!;
      const covered: string[] = [];
      for (const card of await page.getByRole('main').getByRole('listitem').all()) {
        const cardBox = await card.boundingBox();
        if (cardBox && overlap(box, cardBox)) covered.push(await card.getByRole('heading').innerText());
      }
      expect(covered, `cards under the notice at the ${scroll}`).toEqual([]);
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousViolations(page, `/topics offline, ${colorScheme} theme, ${size}`);
    }

    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save all topics for offline' })).toBeEnabled();
  });
}
