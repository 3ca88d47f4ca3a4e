import { expect, test } from '@playwright/test';

const QUESTIONS = ['What is the purpose of react router?', 'How does Context API works?', 'What is useRef in react?'];

test('the FAQ keeps one item open at a time, the first at the start', async ({ page }) => {
  await page.goto('/blog');
  const buttons = QUESTIONS.map((name) => page.getByRole('button', { name }));
  const expanded = async () => Promise.all(buttons.map((button) => button.getAttribute('aria-expanded')));

  expect(await expanded()).toEqual(['true', 'false', 'false']);
  const firstPanel = page.locator(`#${await buttons[0]!.getAttribute('aria-controls')}`);
  await expect(firstPanel).toBeVisible();
  await expect(firstPanel).not.toBeEmpty();

  await buttons[1]!.click();
  expect(await expanded()).toEqual(['false', 'true', 'false']);
  await expect(firstPanel).toBeHidden();

  await buttons[1]!.click();
  expect(await expanded()).toEqual(['false', 'false', 'false']);

  await buttons[2]!.focus();
  await page.keyboard.press('Enter');
  expect(await expanded()).toEqual(['false', 'false', 'true']);
  await expect(page.locator(`#${await buttons[2]!.getAttribute('aria-controls')}`)).toContainText('useRef');
});
