import { expect, test, type Page } from '@playwright/test';
import type { Question } from '../../contract/quiz';
import { apiTopic, appReady, wrongOption } from './support';

const TOPIC_ID = 2;
const T0 = new Date('2026-11-23T10:00:00Z');

type Topic = Awaited<ReturnType<typeof apiTopic>>;
const optionsKey = (options: readonly string[]) => [...options].sort().join('\u0000');
/** Options, answers and explanations mark code with backticks, which the page shows as code. */
const shown = (text: string) => text.replaceAll('`', '');

/**
 * The API's question on screen, found by its options (shuffled on screen) and then by its text,
 * since two questions may offer the same options ("true false" and its kin).
 */
async function shownQuestion(page: Page, topic: Topic): Promise<Question> {
  const main = page.getByRole('main');
  // The question comes in after Start quiz: read its options once they are there.
  await expect(main.getByRole('radio')).toHaveCount(4);
  const values = await main
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  const sameOptions = topic.questions.filter((question) => optionsKey(question.options) === optionsKey(values));
  const texts = await main.evaluate(
    (element, htmls) => {
      const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
      const onScreen = squash(element.textContent);
      return htmls.map((html) =>
        onScreen.includes(squash(new DOMParser().parseFromString(html, 'text/html').body.textContent)),
      );
    },
    sameOptions.map((question) => question.question),
  );
  const candidates = sameOptions.filter((_, index) => texts[index]);
  expect(candidates.map((question) => question.id)).toHaveLength(1);
  return candidates[0]!;
}

async function pick(page: Page, option: string) {
  const radios = page.getByRole('main').getByRole('radio');
  const values = await radios.evaluateAll((all) => all.map((radio) => (radio as HTMLInputElement).value));
  await radios.nth(values.indexOf(option)).check();
}

/** Answers the question on screen right or wrong, as the API says, checks the feedback and moves on. */
async function answer(page: Page, topic: Topic, right: boolean, moveOn: 'Next question' | 'See results') {
  const question = await shownQuestion(page, topic);
  await pick(page, right ? question.correctAnswer : wrongOption(question));
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(
    page.getByText(right ? 'correct' : 'Not quite. The right answer is marked, and why is below.', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('radio').first()).toBeDisabled();
  await page.getByRole('button', { name: moveOn }).click();
  return question;
}

test('a quick quiz of 5 from the topic page ends on its results with the right score, retries the mistakes, and counts toward the topic', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const topic = await apiTopic(request, TOPIC_ID);
  const total = topic.questions.length;
  await page.clock.install({ time: T0 });
  await page.goto(`/topic/${TOPIC_ID}`);
  await appReady(page);
  await page.getByRole('link', { name: 'Quick quiz' }).click();
  await expect(page).toHaveURL(new RegExp(`/quiz\\?topic=${TOPIC_ID}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quick quiz');
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue(String(TOPIC_ID));
  await expect(page.getByRole('radio', { name: '10' })).toBeChecked();
  await page.getByText('5', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/quiz\\?topic=${TOPIC_ID}&count=5$`));
  await page.getByRole('button', { name: 'Start quiz' }).click();

  const plan = [true, false, true, true, false];
  const asked: Question[] = [];
  for (const [index, right] of plan.entries()) {
    await expect(page.getByRole('heading', { name: `Question ${index + 1} of 5` })).toBeFocused();
    if (index === 4) await page.clock.fastForward('01:30');
    asked.push(await answer(page, topic, right, index === 4 ? 'See results' : 'Next question'));
  }
  expect(new Set(asked.map((question) => question.id)).size).toBe(5);

  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  await expect(page.getByText('3 of 5 correct', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Time taken: 1 min \d+ s$/)).toBeVisible();
  const rows = page.getByRole('main').getByRole('list').first().getByRole('listitem');
  await expect(rows).toHaveCount(5);
  for (const [index, question] of asked.entries()) {
    const row = rows.nth(index);
    await expect(row).toContainText(plan[index] ? 'Right' : 'Wrong');
    const given = plan[index] ? question.correctAnswer : wrongOption(question);
    await expect(row).toContainText(`Your answer: ${shown(given)}`);
    await expect(row).toContainText(`Correct answer: ${shown(question.correctAnswer)}`);
    await expect(row).toContainText(`Explanation: ${shown(question.explanation!)}`);
  }
  const progress = page.getByRole('progressbar', { name: `Your progress in ${topic.name}` });
  await expect(progress).toHaveAttribute('aria-valuenow', '5');

  await page.getByRole('button', { name: 'Retry mistakes' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 2' })).toBeFocused();
  const retried = [await answer(page, topic, true, 'Next question'), await answer(page, topic, true, 'See results')];
  expect(retried.map((question) => question.id).sort()).toEqual([asked[1]!.id, asked[4]!.id].sort());
  await expect(page.getByText('2 of 2 correct', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry mistakes' })).toHaveCount(0);

  // Every answer went where the topic page's go: 5 answered, and the score counts the first tries
  // (3 right), though the retried two are right now.
  await page.getByRole('link', { name: topic.name }).click();
  await expect(page).toHaveURL(new RegExp(`/topic/${TOPIC_ID}$`));
  await expect(page.getByText(`3 of ${total} correct, 5 answered`)).toBeVisible();
});

test('a timed quick quiz announces one minute left politely and stops at zero', async ({ page, request }) => {
  const topic = await apiTopic(request, TOPIC_ID);
  await page.clock.install({ time: T0 });
  await page.goto(`/quiz?topic=${TOPIC_ID}&count=5&timed=1`);
  await expect(page.getByRole('checkbox', { name: 'Timed: one minute per question' })).toBeChecked();
  await expect(page.getByText('5 questions, 5 minutes in all.')).toBeVisible();
  await page.getByRole('button', { name: 'Start quiz' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^(5:00|4:5\d)$/);
  await answer(page, topic, true, 'Next question');

  const warning = page.locator('[aria-live="polite"]').filter({ hasText: 'One minute left' });
  await page.clock.fastForward('03:50');
  await expect(timer).toHaveText(/^1:0\d$/);
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('00:15');
  await expect(warning).toBeVisible();
  await expect(timer).toHaveText(/^0:5\d$/);
  await expect(page.getByRole('heading', { name: 'Question 2 of 5' })).toBeVisible();

  await page.clock.fastForward('01:00');
  await expect(page.getByRole('heading', { name: 'Results' })).toBeVisible();
  await expect(timer).toHaveCount(0);
  await expect(page.getByText('Time is up: 4 not answered.')).toBeVisible();
  await expect(page.getByText('1 of 5 correct', { exact: true })).toBeVisible();
  await expect(page.getByText('Time taken: 5 min 0 s')).toBeVisible();
  await expect(page.getByText('Not answered', { exact: true })).toHaveCount(4);
  await page.getByRole('button', { name: 'Retry mistakes' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
  await expect(timer).toHaveText(/^(4:00|3:5\d)$/);
});

test('the settings live in the URL: shared, reloaded, and a bad link falls back with a message', async ({ page }) => {
  await page.goto('/topics');
  await appReady(page);
  await page.getByRole('link', { name: 'Quick quiz' }).click();
  await expect(page).toHaveURL(/\/quiz\?topic=all$/);
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('all');

  await page.goto('/quiz?topic=all&count=20&timed=1');
  await page.reload();
  await expect(page.getByRole('radio', { name: '20' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Timed: one minute per question' })).toBeChecked();
  await expect(page.getByText('20 questions, 20 minutes in all.')).toBeVisible();

  await page.goto('/quiz?topic=999999&count=7');
  await expect(page.getByText('There is no topic 999999, so all topics are set.')).toBeVisible();
  await expect(page.getByText('The link\'s count "7" is not 5, 10 or 20, so 10 questions are set.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('all');
  await page.getByRole('combobox', { name: 'Topic' }).selectOption({ index: 1 });
  await expect(page).toHaveURL(/\/quiz\?topic=\d+&count=10$/);
  await expect(page.getByText(/There is no topic/)).toHaveCount(0);
});

test('on a phone, answering brings the feedback and Next question into view', async ({ page, request }) => {
  const topic = await apiTopic(request, TOPIC_ID);
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto(`/quiz?topic=${TOPIC_ID}&count=5`);
  await appReady(page);
  await page.getByRole('button', { name: 'Start quiz' }).click();
  const question = await shownQuestion(page, topic);
  await pick(page, wrongOption(question));
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('button', { name: 'Next question' })).toBeInViewport();
  await expect(page.getByText('Not quite. The right answer is marked, and why is below.')).toBeInViewport();
});
