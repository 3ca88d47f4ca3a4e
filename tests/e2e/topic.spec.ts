import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiTopic,
  appReady,
  backgroundBehind,
  contrastRatio,
  drawnColours,
  expectNoHorizontalOverflow,
} from './support';

const TOPIC_ID = 2;

const questionCards = (page: Page) => page.getByRole('main').getByRole('listitem');

test('the topic page numbers every question and shows the total', async ({ page, request }) => {
  const topic = await apiTopic(request, TOPIC_ID);
  await page.goto(`/topic/${TOPIC_ID}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quiz of ${topic.name}`);
  await expect(questionCards(page)).toHaveCount(topic.questions.length);
  await expect(questionCards(page).first()).toContainText(/^Quiz 1:/);
  await expect(questionCards(page).last()).toContainText(new RegExp(`^Quiz ${topic.questions.length}:`));
  await expect(page.getByText(`Total Quiz: ${topic.questions.length}`, { exact: true })).toBeVisible();
  for (const card of (await questionCards(page).all()).slice(0, 3)) {
    await expect(card.getByRole('radio')).toHaveCount(4);
  }
});

test('picking the right option shows correct, a wrong one a hint, and each question keeps its own state', async ({
  page,
  request,
}) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const [first, second] = topic.questions;
  await page.goto(`/topic/${TOPIC_ID}`);
  const card1 = questionCards(page).nth(0);
  const card2 = questionCards(page).nth(1);
  const wrong = first!.options.find((option) => option !== first!.correctAnswer)!;

  await card1.getByRole('radio').nth(first!.options.indexOf(wrong)).check();
  await expect(card1.getByText('correct', { exact: true })).toHaveCount(0);
  await expect(card1.getByText('Not quite. The right answer is marked, and why is below.')).toBeVisible();

  await card1.getByRole('radio').nth(first!.options.indexOf(first!.correctAnswer)).check();
  await expect(card1.getByText('correct', { exact: true })).toBeVisible();
  await expect(card2.getByText('correct', { exact: true })).toHaveCount(0);
  await expect(card2.getByRole('radio', { checked: true })).toHaveCount(0);

  await card2.getByRole('radio').nth(second!.options.indexOf(second!.correctAnswer)).check();
  await expect(card2.getByText('correct', { exact: true })).toBeVisible();
  await expect(card1.getByText('correct', { exact: true })).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a pick is marked right or wrong by colour, icon and word, and the right option too (${colorScheme})`, async ({
    page,
    request,
  }) => {
    const topic = await apiTopic(request, TOPIC_ID);
    const question = topic.questions[0]!;
    await page.emulateMedia({ colorScheme });
    await page.goto(`/topic/${TOPIC_ID}`);
    const card = questionCards(page).nth(0);
    const radio = (option: string) => card.getByRole('radio', { name: option.replaceAll('`', ''), exact: true });
    const wrong = question.options.find((option) => option !== question.correctAnswer)!;

    await radio(wrong).check();
    await expect(radio(wrong)).toHaveAccessibleDescription('Wrong');
    await expect(radio(question.correctAnswer)).toHaveAccessibleDescription('Right answer');
    const wrongMark = markOf(card, 'wrong');
    const answerMark = markOf(card, 'answer');
    await expect(wrongMark.locator('svg [data-icon="cross"]')).toBeAttached();
    await expect(answerMark.locator('svg [data-icon="check"]')).toBeAttached();
    const wrongColours = await colours(wrongMark);
    const answerColours = await colours(answerMark);
    // Rose for wrong, emerald for right, each readable on its box (WCAG AA for text).
    expect(wrongColours.red).toBeGreaterThan(wrongColours.green);
    expect(answerColours.green).toBeGreaterThan(answerColours.red);
    expect(wrongColours.contrast).toBeGreaterThanOrEqual(4.5);
    expect(answerColours.contrast).toBeGreaterThanOrEqual(4.5);

    await radio(question.correctAnswer).check();
    await expect(radio(question.correctAnswer)).toHaveAccessibleDescription('Right');
    await expect(radio(wrong)).not.toHaveAttribute('aria-describedby');
    const rightMark = markOf(card, 'right');
    await expect(rightMark.locator('svg [data-icon="check"]')).toBeAttached();
    const rightColours = await colours(rightMark);
    expect(rightColours.green).toBeGreaterThan(rightColours.red);
    expect(rightColours.contrast).toBeGreaterThanOrEqual(4.5);
    await expect(card.getByText('First try: wrong')).toBeVisible();
  });
}

const markOf = (card: Locator, mark: string) => card.locator(`[data-mark="${mark}"]`);

/** A mark's text colour (sRGB red and green, 0-255) and its contrast with the box behind it. */
async function colours(mark: Locator) {
  const colour = await mark.evaluate((element) => getComputedStyle(element).color);
  const [text, back] = await drawnColours(mark.page(), [colour, await backgroundBehind(mark)]);
  return { red: text![0]!, green: text![1]!, contrast: contrastRatio(text!, back!) };
}

test('the eye button toggles the correct answer of its own question only', async ({ page, request }) => {
  const topic = await apiTopic(request, TOPIC_ID);
  await page.goto(`/topic/${TOPIC_ID}`);
  const card1 = questionCards(page).nth(0);
  const card2 = questionCards(page).nth(1);
  const eye = card1.getByRole('button', { name: 'Show correct answer' });
  await expect(eye).toHaveAttribute('aria-pressed', 'false');
  await expect(card1.getByText('Answer:')).toHaveCount(0);

  await eye.click();
  const hide = card1.getByRole('button', { name: 'Hide correct answer' });
  await expect(hide).toHaveAttribute('aria-pressed', 'true');
  await expect(card1.getByText('Answer:')).toBeVisible();
  await expect(card1).toContainText(topic.questions[0]!.correctAnswer.replaceAll('`', ''));
  await expect(card2.getByText('Answer:')).toHaveCount(0);

  await hide.click();
  await expect(card1.getByText('Answer:')).toHaveCount(0);
});

test('the options work from the keyboard', async ({ page, request }) => {
  const topic = await apiTopic(request, TOPIC_ID);
  await page.goto(`/topic/${TOPIC_ID}`);
  // focus() does not wait for a control to be enabled, as click() does.
  await appReady(page);
  const card1 = questionCards(page).nth(0);
  await card1.getByRole('radio').first().focus();
  await page.keyboard.press('Space');
  await expect(card1.getByRole('radio').first()).toBeChecked();
  // Arrows move between the options without answering: passing over one is not choosing it.
  await page.keyboard.press('ArrowDown');
  await expect(card1.getByRole('radio').nth(1)).toBeFocused();
  await expect(card1.getByRole('radio').nth(1)).not.toBeChecked();
  await expect(card1.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(card1.getByRole('radio').last()).toBeFocused();
  await expect(card1.getByRole('radio').first()).toBeChecked();
  await page.keyboard.press('Space');
  await expect(card1.getByRole('radio').last()).toBeChecked();
  const correctIndex = topic.questions[0]!.options.indexOf(topic.questions[0]!.correctAnswer);
  await card1.getByRole('radio').nth(correctIndex).focus();
  await page.keyboard.press('Space');
  await expect(card1.getByText('correct', { exact: true })).toBeVisible();
  await card1.getByRole('button', { name: 'Show correct answer' }).focus();
  await page.keyboard.press('Enter');
  await expect(card1.getByRole('button', { name: 'Hide correct answer' })).toHaveAttribute('aria-pressed', 'true');
});

test('code blocks wrap and never widen a 320 px page', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/topic/${TOPIC_ID}`);
  await expect(page.locator('main pre').first()).toBeVisible();
  await expectNoHorizontalOverflow(page);
  expect(
    await page
      .locator('main pre')
      .first()
      .evaluate((pre) => getComputedStyle(pre).whiteSpace),
  ).toBe('pre-wrap');
  expect(
    await page
      .locator('main pre code')
      .first()
      .evaluate((code) => getComputedStyle(code).fontFamily),
  ).toMatch(/mono/i);
});

test('a topic opened from the list keeps the list on screen until its data arrives', async ({ page }) => {
  await page.goto('/topics');
  await appReady(page);
  await page.route(`**/api/quiz/${TOPIC_ID}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.locator(`a[href="/topic/${TOPIC_ID}"]`).click();
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topics');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Quiz of /);
});
