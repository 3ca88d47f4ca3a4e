import { expect, test } from '@playwright/test';
import { appReady, expectNoSeriousViolations, playRound } from './support';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 800 } };

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`quick quiz results at ${size} size open at the top, focused, each answer marked by icon and word`, async ({
    page,
  }) => {
    // Five questions and axe in two themes: on a loaded machine, more than the default minute.
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    await page.goto('/quiz?topic=2&count=5');
    await appReady(page);
    await playRound(page, 5);

    const heading = page.getByRole('heading', { name: 'Results' });
    await expect(heading).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Not under the sticky header: the heading starts below it.
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

    const rows = page.getByRole('main').getByRole('list').first().getByRole('listitem');
    await expect(rows).toHaveCount(5);
    for (const row of await rows.all()) {
      const yours = row.locator('dt', { hasText: 'Your answer:' }).locator('+ dd');
      await expect(yours).toContainText(/(Right|Wrong)$/);
      await expect(yours.locator('[data-mark] svg')).toBeVisible();
    }
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoSeriousViolations(page, `quick quiz results, ${colorScheme} theme, ${size}`);
    }
  });
}
