import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, backgroundBehind, contrastRatio, drawnColours } from './support';

test('the menu and theme toggles work from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  // focus() does not wait for a control to be enabled, as click() does.
  await appReady(page);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');

  const theme = page.getByRole('button', { name: 'Dark theme' });
  const before = await theme.getAttribute('aria-pressed');
  await theme.focus();
  await page.keyboard.press('Space');
  await expect(theme).not.toHaveAttribute('aria-pressed', before!);
});

test('Tab reaches a question’s options, arrows move within them without answering, and the result is announced politely', async ({
  page,
}) => {
  await page.goto('/topic/2');
  // From the top of the page once the app has taken over (the header's toggles are disabled before).
  await appReady(page);
  const firstGroup = await tabToFirstOptions(page);
  const live = page.locator('[aria-live="polite"]').first();
  await page.keyboard.press('ArrowDown');
  await expect(firstGroup.getByRole('radio').nth(1)).toBeFocused();
  await expect(firstGroup.getByRole('radio', { checked: true })).toHaveCount(0);
  await expect(live).toBeEmpty();
  await page.keyboard.press('Space');
  await expect(firstGroup.getByRole('radio').nth(1)).toBeChecked();
  await expect(live).not.toBeEmpty();
  // Tab leaves the group for the next control instead of walking through every option.
  await page.keyboard.press('Tab');
  await expect(firstGroup.getByRole('radio').nth(2)).not.toBeFocused();
  await expect(firstGroup.getByRole('radio').nth(1)).not.toBeFocused();
});

/** From the top of the page, Tab alone must reach the first question's options: returns their group. */
async function tabToFirstOptions(page: Page) {
  const firstGroup = page.getByRole('radiogroup').first();
  await expect(firstGroup).toBeVisible();
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')) break;
  }
  await expect(firstGroup.getByRole('radio').first()).toBeFocused();
  return firstGroup;
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`on a desktop, ArrowDown goes to the option below, in reading order, and the focused option is outlined whole (${colorScheme})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.emulateMedia({ colorScheme });
    await page.goto('/topic/2');
    await appReady(page);
    const group = await tabToFirstOptions(page);
    const radios = group.getByRole('radio');
    const options = group.locator('label');
    const [first, second, third] = await Promise.all([0, 1, 2].map((n) => options.nth(n).boundingBox()));
    // Two columns, filled column by column: the document's next option is the one below, and after
    // the first column comes the top of the second.
    expect(second!.x).toBe(first!.x);
    expect(second!.y).toBeGreaterThanOrEqual(first!.y + first!.height);
    expect(third!.x).toBeGreaterThan(first!.x + first!.width);
    expect(third!.y).toBe(first!.y);

    expect(await outline(options.nth(0))).toMatchObject({ style: 'solid', width: 2 });
    expect(await outline(radios.nth(0))).toMatchObject({ style: 'none' });
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(1)).toBeFocused();
    await expect(group.getByRole('radio', { checked: true })).toHaveCount(0);
    expect(await outline(options.nth(0))).toMatchObject({ style: 'none' });
    const focused = await outline(options.nth(1));
    expect(focused).toMatchObject({ style: 'solid', width: 2 });
    // WCAG 1.4.11: a focus indicator at least 3:1 against what is around it, the card.
    expect(focused.contrast).toBeGreaterThanOrEqual(3);
    await page.keyboard.press('ArrowDown');
    await expect(radios.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(radios.nth(3)).toBeFocused();
  });
}

/** An element's outline, and the contrast of its colour with the background around it. */
async function outline(element: Locator) {
  const { style, width, colour } = await element.evaluate((target) => {
    const computed = getComputedStyle(target);
    return { style: computed.outlineStyle, width: parseFloat(computed.outlineWidth), colour: computed.outlineColor };
  });
  const [drawn, back] = await drawnColours(element.page(), [colour, await backgroundBehind(element, 'parent')]);
  return { style, width, contrast: contrastRatio(drawn!, back!) };
}
