import { expect, test, type Page } from '@playwright/test';
import { storedRecord } from './learner-record';
import { apiTopic, appReady, reviewLink, watchPage } from './support';

/** Issue 21: progress that a crafted file (or a sync) brings must not break a page or flood the API. */
const TOPIC_ID = 2;
const HOUR = 3_600_000;

/** A review card as the scheduler stores it, due at `due`. */
const card = (due: number) => ({
  due,
  stability: 0,
  difficulty: 0,
  scheduledDays: 0,
  learningSteps: 0,
  reps: 0,
  lapses: 0,
  state: 0,
});

async function seed(page: Page, values: Record<string, unknown>) {
  await page.goto('/blog');
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

async function importFile(page: Page, content: unknown) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import progress' }).click();
  await (
    await chooser
  ).setFiles({ name: 'crafted.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(content)) });
}

test('a stored card due at an invalid date is dropped, and /review and its controls keep working', async ({
  page,
  request,
}) => {
  const [q1] = (await apiTopic(request, TOPIC_ID)).questions;
  const watched = watchPage(page);
  // Before the fix, this card made every load of /review fail with "Invalid time value".
  await seed(page, { 'quiz-dojo:cards:v1': { [TOPIC_ID]: { [q1!.id]: card(9007199254740991) } } });
  await page.goto('/review');
  await appReady(page);
  await expect(page.getByText('Answer some questions first')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export progress' })).toBeEnabled();

  // The same card in a file is refused, naming the field; nothing stored changes.
  const before = await storedRecord(page);
  expect(before.bases).toEqual([]);
  await importFile(page, {
    format: 'quiz-dojo-progress',
    version: 1,
    exportedAt: new Date().toISOString(),
    topics: {},
    cards: { [TOPIC_ID]: { [q1!.id]: card(9007199254740991) } },
  });
  await expect(page.getByRole('alert')).toContainText(`at cards.${TOPIC_ID}.${q1!.id}.due, a due time is from 2020`);
  expect(await storedRecord(page)).toEqual(before);
  await expect(page.getByText('Answer some questions first')).toBeVisible();
  expect(watched.errors).toEqual([]);
});

test('2,000 cards under made-up topics cost no request each: /review fetches the list and the one real topic', async ({
  page,
  request,
}) => {
  const [q1] = (await apiTopic(request, TOPIC_ID)).questions;
  const cards: Record<string, Record<string, unknown>> = { [TOPIC_ID]: { [q1!.id]: card(Date.now() - HOUR) } };
  for (let topic = 1000; topic < 1200; topic++)
    cards[topic] = Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [`made-up-${index}`, card(Date.now() - HOUR)]),
    );
  await seed(page, { 'quiz-dojo:cards:v1': cards });
  const topicRequests: string[] = [];
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname;
    if (path.startsWith('/api/quiz/')) topicRequests.push(path);
  });
  // Made-up topics are answered here, so that the old behaviour (a request each) cannot rate-limit the suite's server.
  await page.route(/\/api\/quiz\/1[01]\d\d$/, (route) =>
    route.fulfill({ status: 404, json: { status: false, message: 'No such topic', data: null } }),
  );
  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  expect(topicRequests).toEqual([`/api/quiz/${TOPIC_ID}`]);
  await expect(reviewLink(page)).toHaveAccessibleName('Review, 1 due');
});

test('a 429 on /review is not an outage: a calm message, then the round once the API lets us in', async ({
  page,
  request,
}) => {
  const [q1] = (await apiTopic(request, TOPIC_ID)).questions;
  await seed(page, { 'quiz-dojo:cards:v1': { [TOPIC_ID]: { [q1!.id]: card(Date.now() - HOUR) } } });
  let busy = true;
  await page.route(`**/api/quiz/${TOPIC_ID}`, (route) =>
    busy
      ? route.fulfill({
          status: 429,
          headers: { 'retry-after': '40' },
          json: { status: false, message: 'Too many requests', data: null },
        })
      : route.continue(),
  );
  await page.goto('/review');
  await expect(page.getByRole('status').filter({ hasText: 'try again in 40 seconds' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Review' })).toBeVisible();
  busy = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
});

test('400 days in the year 2999 neither push out the real history nor drop a new answer, and a file with them is refused', async ({
  page,
}) => {
  const future: Record<string, { answered: number; correct: number }> = {};
  for (let index = 0; index < 400; index++)
    future[new Date(Date.UTC(2999, 0, 1 + index)).toISOString().slice(0, 10)] = { answered: 9, correct: 9 };
  await page.goto('/blog');
  // Yesterday in the browser's own calendar, then today's answer: a two-day streak.
  await page.evaluate((days) => {
    const yesterday = new Date(Date.now() - 86_400_000);
    const key = [yesterday.getFullYear(), yesterday.getMonth() + 1, yesterday.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    localStorage.setItem(
      'quiz-dojo:activity:v1',
      JSON.stringify({ days: { ...days, [key]: { answered: 1, correct: 1 } } }),
    );
  }, future);
  await page.goto(`/topic/${TOPIC_ID}`);
  await appReady(page);
  await page.getByRole('main').getByRole('listitem').first().locator(`input[type="radio"]`).first().check();
  await expect(page.getByText(/1 answered/)).toBeVisible();
  await page.goto('/statistics');
  await expect(page.getByRole('region', { name: 'Your activity' })).toContainText('Current streak2 days');

  await page.goto('/review');
  await appReady(page);
  // The round's load brings the card in line with the bank (its answer) first: that write is the page's own.
  const cardAnswer = async () => ((await storedRecord(page)).bases as { card: { answer?: string } }[])[0]?.card.answer;
  await expect.poll(cardAnswer).toBeDefined();
  const before = await storedRecord(page);
  await importFile(page, {
    format: 'quiz-dojo-progress',
    version: 1,
    exportedAt: new Date().toISOString(),
    topics: {},
    cards: {},
    activity: future,
  });
  await expect(page.getByRole('alert')).toContainText(
    'at activity.2999-01-01, a day is a real date written YYYY-MM-DD, from 2020-01-01 to tomorrow',
  );
  expect(await storedRecord(page)).toEqual(before);
});

test('made-up answer ids in an imported file never count as answered on /topics or /statistics', async ({
  page,
  request,
}) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const real = topic.questions[0]!;
  const answers: Record<string, unknown> = { [real.id]: { chosen: real.correctAnswer, correct: true, at: Date.now() } };
  for (let index = 1; index < topic.questions.length; index++)
    answers[`made-up-${index}`] = { chosen: 'x', correct: true, at: Date.now() };
  await page.goto('/review');
  await appReady(page);
  await importFile(page, {
    format: 'quiz-dojo-progress',
    version: 1,
    exportedAt: new Date().toISOString(),
    topics: { [TOPIC_ID]: { total: topic.questions.length, answers } },
    cards: {},
  });
  await expect(page.getByRole('status').filter({ hasText: 'Progress imported' })).toContainText(
    `1 answer in 1 topic, merged with yours. ${topic.questions.length - 1} answers to questions the bank does not have left out.`,
  );
  await page.goto('/topics');
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: topic.name })
      .getByText(/answered$/),
  ).toHaveText('1 answered');
  await page.goto('/statistics');
  await expect(
    page.getByRole('row', { name: new RegExp(`^${topic.name} ${topic.questions.length} 1 1 100%$`) }),
  ).toBeVisible();
});
