import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiTopic, appReady, wrongOption, reviewLink } from './support';

const TOPIC_ID = 2;
// A Monday morning, so "tomorrow" is still in the same week whatever the runner's time zone.
const START = new Date('2026-03-02T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

async function pick(page: Page, option: string) {
  await page
    .getByRole('main')
    .locator(`input[type="radio"][value="${option.replaceAll('"', '\\"')}"]`)
    .first()
    .check();
}

test('a new learner is sent to the topics, and the link has no badge', async ({ page }) => {
  await page.goto('/review');
  await expect(
    page.getByText('Answer some questions first: they come back here when it is time to review them'),
  ).toBeVisible();
  await expect(reviewLink(page)).toHaveAccessibleName('Review');
  await page.getByRole('link', { name: 'Choose a topic' }).click();
  await expect(page).toHaveURL(/\/topics$/);
});

test('on a phone, answering in review brings the feedback and the way on into view', async ({ page, request }) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const question = topic.questions[0]!;
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto(`/topic/${TOPIC_ID}`);
  await pick(page, wrongOption(question));
  // A pick made before the app takes the page over is stored once its card shows it (decision 6).
  await expect(page.getByRole('main').getByText('First try: wrong')).toBeVisible();
  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await appReady(page);
  await pick(page, wrongOption(question));
  await expect(page.getByRole('button', { name: 'See summary' })).toBeInViewport();
  await expect(page.getByRole('main').getByText('First try: wrong')).toBeInViewport();
});

test('a wrong answer is due at once; answered right in review it comes back after its interval', async ({
  page,
  request,
}) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const question = topic.questions[0]!;
  await page.clock.install({ time: START });

  await page.goto(`/topic/${TOPIC_ID}`);
  await appReady(page);
  await expect(reviewLink(page)).toHaveAccessibleName('Review');
  await pick(page, wrongOption(question));
  await expect(reviewLink(page)).toHaveAccessibleName('Review, 1 due');
  await expect(reviewLink(page)).toContainText('1');

  await reviewLink(page).click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await expect(page.getByText(`From ${topic.name}`)).toBeVisible();
  await appReady(page);
  await pick(page, question.correctAnswer);
  await expect(page.getByRole('main').getByText('correct', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: /How was it to recall/ })).toBeVisible();
  await page.getByRole('button', { name: 'See summary' }).click();

  const summary = page.getByRole('region', { name: 'Round complete' });
  await expect(summary.getByText('Right')).toBeVisible();
  await expect(summary.locator('dd')).toHaveText(['1', '0']);
  await expect(summary.getByText('Next review: tomorrow, 1 question.')).toBeVisible();
  await expect(reviewLink(page)).toHaveAccessibleName('Review');

  // Not due again today: the page says so after a reload too.
  await page.reload();
  await expect(page.getByText('All caught up. Next review: tomorrow, 1 question.')).toBeVisible();

  // A day and a minute later it is due again, and the badge counts it without a reload.
  await page.clock.fastForward(DAY + 60_000);
  await expect(reviewLink(page)).toHaveAccessibleName('Review, 1 due');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
});

test('progress stored in the old format is carried over, and its mistakes are due for review', async ({
  page,
  request,
}) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const [q1, q2] = topic.questions;
  await page.goto('/blog');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: `quiz-dojo:progress:v1:${TOPIC_ID}`,
    value: JSON.stringify({
      total: topic.questions.length,
      answers: {
        [q1!.id]: { chosen: q1!.correctAnswer, correct: true },
        [q2!.id]: { chosen: wrongOption(q2!), correct: false },
      },
    }),
  });

  await page.goto('/topics');
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: topic.name });
  await expect(card.getByText('2 answered')).toBeVisible();
  await expect(reviewLink(page)).toHaveAccessibleName('Review, 1 due');
  // Carried over into the learner's record, and the old keys gone.
  const keys = await page.evaluate(() => Object.keys(localStorage).filter((key) => key.includes(':progress:')));
  expect(keys).toEqual([]);

  await page.goto(`/topic/${TOPIC_ID}`);
  await expect(page.getByText(`1 of ${topic.questions.length} correct, 2 answered`)).toBeVisible();
  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  // The one due is the question answered wrong: its card offers that question's options.
  const offered = page.getByRole('main').getByRole('radiogroup').locator('input[type="radio"]');
  expect(
    (await offered.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).sort(),
  ).toEqual([...q2!.options].sort());
});

async function expectNoSeriousViolations(page: Page, state: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${state}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a round works by keyboard, with no serious axe violations, in the ${colorScheme} theme`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const question = (await apiTopic(request, TOPIC_ID)).questions[0]!;
    await page.emulateMedia({ colorScheme });
    await page.goto(`/topic/${TOPIC_ID}`);
    await appReady(page);
    await pick(page, wrongOption(question));
    await expect(page.getByRole('main').getByText('First try: wrong')).toBeVisible();

    await page.goto('/review');
    await appReady(page);
    await expectNoSeriousViolations(page, 'question');
    const right = page
      .getByRole('main')
      .locator(`input[type="radio"][value="${question.correctAnswer.replaceAll('"', '\\"')}"]`);
    await right.focus();
    await page.keyboard.press('Space');
    await expect(right).toBeChecked();
    await expect(page.getByRole('main').getByText('correct', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Easy' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Easy' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Good' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoSeriousViolations(page, 'answered');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'See summary' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Round complete' })).toBeFocused();
    await expectNoSeriousViolations(page, 'summary');

    await page.reload();
    await expect(page.getByText(/^All caught up\. Next review: /)).toBeVisible();
    await expectNoSeriousViolations(page, 'nothing due');
  });
}
