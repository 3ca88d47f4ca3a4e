import { expect, test } from '@playwright/test';
import { appReady } from './support';

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
  const firstGroup = page.getByRole('radiogroup').first();
  await expect(firstGroup).toBeVisible();
  // From the top of the page, Tab alone must reach the first question's options.
  for (let presses = 0; presses < 40; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')) break;
  }
  await expect(firstGroup.getByRole('radio').first()).toBeFocused();
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
