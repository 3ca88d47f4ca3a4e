import { expect, test, type Page } from '@playwright/test';
import { apiTopic, appReady, expectNoSeriousViolations } from './support';

const TOPIC_ID = 2;
const ROUTES = [
  '/',
  '/home',
  '/topics',
  `/topic/${TOPIC_ID}`,
  `/topic/${TOPIC_ID}?mode=mistakes`,
  '/statistics',
  '/blog',
  // The quick quiz's settings, with the message of a link it could not follow.
  '/quiz?topic=999999&count=7',
  '/no/such/page',
];
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test('the theme follows the system until the toggle overrides it, and the choice persists', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Dark theme' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  expect(await isDark(page)).toBe(true);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await appReady(page);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  expect(await isDark(page)).toBe(true);
  await page.goto('/blog');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Dark theme' }).click();
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.reload();
  expect(await isDark(page)).toBe(false);
});

test('the page and the stored theme are on screen before the app script runs, so there is no flash', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Dark theme' }).click();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
  // The server's page, not yet the app's: its theme toggle waits for the script.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Your Coding Skill');
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeDisabled();
  expect(await isDark(page)).toBe(true);
  release();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'true');
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations on any route in the ${colorScheme} theme`, async ({ page, request }) => {
    // Ten routes and a whole quick quiz, each analysed by axe: minutes on a busy two-core machine.
    test.setTimeout(240_000);
    const topic = await apiTopic(request, TOPIC_ID);
    await page.emulateMedia({ colorScheme });
    // Answer one question wrong so the score, the explanation and the mistakes list are checked too.
    await page.goto(`/topic/${TOPIC_ID}`);
    const wrong = topic.questions[0]!.options.find((option) => option !== topic.questions[0]!.correctAnswer)!;
    await page
      .getByRole('main')
      .getByRole('listitem')
      .first()
      .getByRole('radio')
      .nth(topic.questions[0]!.options.indexOf(wrong))
      .check();

    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await isDark(page)).toBe(colorScheme === 'dark');
      await expectNoSeriousViolations(page, route);
    }

    // The quick quiz's later screens: a question answered wrong with its explanation and the
    // timer, then the results.
    await page.goto(`/quiz?topic=${TOPIC_ID}&count=5&timed=1`);
    await page.getByRole('button', { name: 'Start quiz' }).click();
    const main = page.getByRole('main');
    for (let index = 0; index < 5; index++) {
      await expect(page.getByRole('heading', { name: `Question ${index + 1} of 5` })).toBeVisible();
      const values = await main
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
      const key = [...values].sort().join('\u0000');
      const question = topic.questions.find((q) => [...q.options].sort().join('\u0000') === key)!;
      await main
        .getByRole('radio')
        .nth(values.findIndex((value) => value !== question.correctAnswer))
        .check();
      await page.getByRole('button', { name: 'Check answer' }).click();
      await expect(
        page.getByText('Not quite. The right answer is marked, and why is below.', { exact: true }),
      ).toBeVisible();
      if (index === 0) await expectNoSeriousViolations(page, 'a quick quiz question, answered');
      await page.getByRole('button', { name: index === 4 ? 'See results' : 'Next question' }).click();
    }
    await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
    await expectNoSeriousViolations(page, 'the quick quiz results');
  });
}
