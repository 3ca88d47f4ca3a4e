import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/', title: 'Quiz Dojo' },
  { path: '/topics', title: 'Topics – Quiz Dojo' },
  { path: '/topic/1', title: /^.+ – Quiz Dojo$/ },
  { path: '/statistics', title: 'Statistics – Quiz Dojo' },
  { path: '/blog', title: 'Blog – Quiz Dojo' },
];

test('every page has its own title and meta description', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, title } of PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = page.locator('head meta[name="description"]');
    await expect(description).toHaveCount(1);
    // A page the server leaves to the browser (/statistics) arrives with index.html's description
    // until the app sets its own.
    await expect.poll(async () => descriptions.has((await description.getAttribute('content')) ?? '')).toBe(false);
    descriptions.add((await description.getAttribute('content'))!);
  }
  expect(descriptions.size).toBe(PAGES.length);
});
