import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { apiTopic, expectNoHorizontalOverflow } from './support';
import { cards, device, newAccountCookie, pick, syncStatus, TOPIC_ID } from './sync-devices';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 800 } };

for (const [size, viewport] of Object.entries(SIZES)) {
  test(`signed in at ${size} size, the header keeps to one line and the full sync status is one tap away`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const topic = await apiTopic(request, TOPIC_ID);
    const page = await device(browser, await newAccountCookie());
    await page.setViewportSize(viewport);
    await page.context().setOffline(true);
    await pick(cards(page).nth(0), topic.questions[0]!.correctAnswer);
    await pick(cards(page).nth(1), topic.questions[1]!.correctAnswer);
    await expect(syncStatus(page)).toHaveText('Offline: 2 answers waiting');
    await page.evaluate(() => window.scrollTo(0, 0));

    const banner = page.getByRole('banner');
    // One line: the title is one line of text high, not "Quiz" over "Dojo".
    const title = (await banner.getByRole('link', { name: 'Quiz Dojo' }).boundingBox())!;
    expect(title.height).toBeLessThanOrEqual(40);
    await expectNoHorizontalOverflow(page);

    const status = banner.getByRole('button', { name: /^Offline/ });
    await expect(status).toHaveAttribute('aria-expanded', 'false');
    await status.click();
    await expect(status).toHaveAttribute('aria-expanded', 'true');
    const full = syncStatus(page);
    await expect(full).toBeVisible();
    await expect(full).toHaveText('Offline: 2 answers waiting');
    // All of it shows, inside the screen.
    expect(await full.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    const box = (await full.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // The header alone: the topic page under it is checked in its own specs.
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      const { violations } = await new AxeBuilder({ page }).include('header').analyze();
      const serious = violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''));
      expect(serious.map((violation) => `${colorScheme}: ${violation.id}`)).toEqual([]);
    }
    await page.keyboard.press('Escape');
    await expect(status).toHaveAttribute('aria-expanded', 'false');
    await page.context().close();
  });
}
