import { expect, test } from '@playwright/test';
import { watchCspViolations } from './support';

test('the app works under its Content-Security-Policy, with no violation on any screen', async ({ page, request }) => {
  const violations = await watchCspViolations(page);
  // A header the browser cannot read is reported in the console, not thrown: an unknown feature in it, say.
  const headerWarnings: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy|Content-Security-Policy/.test(message.text())) headerWarnings.push(message.text());
  });

  const response = await request.get('/');
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");

  await page.goto('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('link', { name: 'Start Practice' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Quiz of /);
  await page.getByRole('radio').first().check();
  await page.goto('/statistics');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/blog');
  await expect(page.getByRole('button', { name: 'What is useRef in react?' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oh no! An Error Found!');
  expect(violations).toEqual([]);
  expect(headerWarnings).toEqual([]);
});
