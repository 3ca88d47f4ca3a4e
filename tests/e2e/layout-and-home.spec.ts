import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow } from './support';

test('the landing page shows the badge, headline, description and Get started', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('New Quiz', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Your Coding Skill');
  await expect(page.getByText(/programming assessment tools that objectively evaluate/)).toBeVisible();
  await page.getByRole('link', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/\/topics$/);
  await expect(page.getByRole('heading', { name: 'Topics' })).toBeVisible();
});

test('/home is the landing page too', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Your Coding Skill');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Home' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the header links the title home and marks the current page in the nav', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/blog');
  const header = page.getByRole('banner');
  const nav = header.getByRole('navigation');
  for (const name of ['Home', 'Topics', 'Review', 'Statistics', 'Blog'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Topics' })).not.toHaveAttribute('aria-current');
  await nav.getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics');
  await header.getByRole('link', { name: 'Quiz Dojo' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Your Coding Skill');
});

test('on a phone the nav folds behind a toggle that opens and closes it', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  const topicsLink = page.getByRole('navigation').getByRole('link', { name: 'Topics' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(topicsLink).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(topicsLink).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(topicsLink).toBeHidden();
  await toggle.click();
  await topicsLink.click();
  await expect(page).toHaveURL(/\/topics$/);
  await expectNoHorizontalOverflow(page);
});

for (const [device, viewport] of [
  ['a phone', { width: 390, height: 844 }],
  ['a desktop', { width: 1280, height: 800 }],
] as const) {
  test(`on ${device} every page ends with a footer naming the licences of the questions and the code`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/topics', '/no-such-page']) {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer, path).toContainText('Questions by Quiz Dojo contributors, licensed CC BY-SA 4.0');
      await expect(footer.getByRole('link', { name: 'CC BY-SA 4.0' })).toHaveAttribute(
        'href',
        'https://creativecommons.org/licenses/by-sa/4.0/',
      );
      await expect(footer.getByRole('link', { name: 'MIT License' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });
}
