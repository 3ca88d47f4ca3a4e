import { expect, test } from '@playwright/test';
import { apiTopic, apiTopics, appReady } from './support';

const TOPIC_ID = 3;

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('every page the server renders is readable without the app script', async ({ page, request }) => {
    const topics = await apiTopics(request);
    const topic = await apiTopic(request, TOPIC_ID);
    const main = page.getByRole('main');

    await page.goto('/');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Test Your Coding Skill');

    await page.goto('/topics');
    await expect(page).toHaveTitle('Topics – Quiz Dojo');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(topics.map((t) => t.name));

    await page.goto(`/topic/${TOPIC_ID}`);
    await expect(page).toHaveTitle(`${topic.name} – Quiz Dojo`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Quiz of ${topic.name}`);
    await expect(main.getByRole('listitem').first()).toContainText(/^Quiz 1:/);
    // Every question is there, with its options (tests/e2e/whole-topic.spec.ts); a pick made before
    // the script runs is answered once its card becomes interactive.
    await expect(main.getByRole('listitem')).toHaveCount(topic.questions.length);
    await expect(main.getByRole('radio').first()).toBeEnabled();

    await page.goto('/blog');
    await expect(main.getByRole('button', { name: 'What is the purpose of react router?' })).toBeVisible();

    // The review round is the browser's (the cards are stored there); the server sends its frame.
    await page.goto('/review');
    await expect(page).toHaveTitle('Review – Quiz Dojo');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Review');
    await expect(main.getByText('Looking for the questions due for review in this browser…')).toBeVisible();
  });
});

test('a page opened directly asks the API nothing, and the app takes over its screen', async ({ page, request }) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const first = topic.questions[0]!;
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    // Reads only: the shared first answer is POSTed 2 s after it is given, and how others answered
    // (/api/answers/{id}) is fetched after an answer, both by design (issue 25).
    if (sent.method() !== 'GET' || !pathname.startsWith('/api/')) return;
    if (!pathname.startsWith('/api/answers/')) apiCalls.push(sent.url());
  });
  await page.goto(`/topic/${TOPIC_ID}`);
  await appReady(page);
  const card = page.getByRole('main').getByRole('listitem').first();
  await card.getByRole('radio', { name: first.correctAnswer, exact: true }).check();
  await expect(card.getByText('correct', { exact: true })).toBeVisible();
  expect(apiCalls).toEqual([]);

  // The app's own navigation still asks the API, as for any page it did not arrive on.
  await page.getByRole('link', { name: 'Topics' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topics');
  expect(apiCalls.map((url) => new URL(url).pathname)).toEqual(['/api/quiz']);
});
