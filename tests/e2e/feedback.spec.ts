import SQLite from 'better-sqlite3';
import { expect, test, type Page, type Request } from '@playwright/test';
import { optionKey } from '../../server/feedback/question-index';
import { apiTopic, appReady, expectNoSeriousViolations } from './support';

// Each test has a topic of its own: the server keeps a topic's figures for a minute once asked.
const questionCards = (page: Page) => page.getByRole('main').getByRole('listitem');
const E2E_DB = 'test-results/e2e-db/quiz.sqlite';

/** Every request of the page to a feedback route, to assert on what was sent. */
function feedbackRequests(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (/\/api\/(answers|reports)/.test(request.url())) sent.push(request);
  });
  return sent;
}

async function openReport(page: Page, topicId: number) {
  await page.goto(`/topic/${topicId}`);
  await appReady(page);
  await questionCards(page).first().getByRole('button', { name: 'Report a problem with Quiz 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report a problem with Quiz 1' });
  await expect(dialog.getByText(/No personal data is sent/)).toBeVisible();
  return dialog;
}

const isReport = (request: Request) => request.url().endsWith('/api/reports') && request.method() === 'POST';

test('a learner reports a problem: it is stored, and the dialog thanks them', async ({ page, request }) => {
  const topic = await apiTopic(request, 13);
  const dialog = await openReport(page, 13);
  await expectNoSeriousViolations(page, 'the report dialog');
  await dialog.getByRole('radio', { name: 'The question is unclear' }).check();
  await dialog.getByRole('textbox', { name: 'Comment (optional)' }).fill('<b>Which</b> shell?');
  const stored = page.waitForResponse((response) => isReport(response.request()));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thanks, your report was sent.');
  expect((await stored).status()).toBe(201);
  expect((await stored).request().postDataJSON()).toEqual({
    questionId: topic.questions[0]!.id,
    reason: 'unclear',
    comment: '<b>Which</b> shell?',
    reportId: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
});

test("a report the server refuses says so, in the server's words, and is not kept", async ({ page }) => {
  const dialog = await openReport(page, 12);
  // A question removed from the bank after the page loaded: the real server refuses its report.
  await page.route('**/api/reports', (route) =>
    route.continue({ postData: { ...route.request().postDataJSON(), questionId: '12:no-such-question' } }),
  );
  await dialog.getByRole('radio', { name: 'The question is unclear' }).check();
  const refused = page.waitForResponse((response) => isReport(response.request()));
  await dialog.getByRole('button', { name: 'Send report' }).click();
  expect((await refused).status()).toBe(404);
  const { message } = (await (await refused).json()) as { message: string };
  await expect(dialog.getByRole('status')).toHaveText(`The server did not take this report. It said:${message}`);
  await expect(dialog.getByText(/was sent|back online/)).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('quiz-dojo:feedback-outbox:v1') ?? '')).not.toContain(
    'no-such-question',
  );
});

test('a report written offline waits, and is sent with the same id once back online, and then says so', async ({
  page,
}) => {
  const sent = feedbackRequests(page);
  const dialog = await openReport(page, 11);
  await page.context().setOffline(true);
  await dialog.getByRole('radio', { name: 'A typo or formatting problem' }).check();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Thanks, your report will be sent when you are back online.');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('quiz-dojo:feedback-outbox:v1'))).toContain('typo');
  const stored = page.waitForResponse((response) => isReport(response.request()) && response.status() === 201);
  await page.context().setOffline(false);
  const reportId = (await stored).request().postDataJSON().reportId;
  // The dialog, still open, says what happened since.
  await expect(dialog.getByRole('status')).toHaveText('Thanks, your report was sent.');
  expect(sent.filter(isReport).map((r) => r.postDataJSON().reportId)).toEqual(
    sent.filter(isReport).map(() => reportId),
  );
  await expect.poll(() => page.evaluate(() => localStorage.getItem('quiz-dojo:feedback-outbox:v1'))).toBeNull();
});

test('after 20 learners answered a question, the card shows how others answered, once answered', async ({
  page,
  request,
}) => {
  const topic = await apiTopic(request, 12);
  const question = topic.questions[0]!;
  const wrong = question.options.filter((option) => option !== question.correctAnswer);
  // 25 learners (seeded): 15 right, 6 and 3 and 1 on the wrong options.
  const db = new SQLite(E2E_DB);
  db.pragma('busy_timeout = 5000');
  // The database outlives a run started without scripts/e2e.js: this question's counts start from the seed.
  db.prepare('delete from answer_counts where question_id = ?').run(question.id);
  const insert = db.prepare('insert into answer_counts (question_id, option_key, first, answers) values (?, ?, 1, ?)');
  for (const [option, answers] of [
    [question.correctAnswer, 15],
    [wrong[0]!, 6],
    [wrong[1]!, 3],
    [wrong[2]!, 1],
  ] as const) {
    insert.run(question.id, optionKey(option), answers);
  }
  db.close();
  await page.goto('/topic/12');
  await appReady(page);
  const card = questionCards(page).first();
  await expect(card.getByText(/How others answered/)).toHaveCount(0);
  await card.getByRole('radio').nth(question.options.indexOf(question.correctAnswer)).check();
  await expect(card.getByText(/How others answered/)).toHaveText(
    `How others answered: 60% of 25 learners chose this answer. Most common wrong answer: ${wrong[0]!.replace(/`/g, '')} (24%).`,
  );
});

for (const sharing of ['on', 'off'] as const) {
  test(`with sharing ${sharing}, a first answer is ${sharing === 'on' ? 'sent, marked first' : 'never sent'}`, async ({
    page,
    request,
  }) => {
    const topicId = sharing === 'on' ? 14 : 15;
    const question = (await apiTopic(request, topicId)).questions[0]!;
    if (sharing === 'off') await page.addInitScript(() => localStorage.setItem('quiz-dojo:feedback-sharing:v1', 'off'));
    const sent = feedbackRequests(page);
    await page.goto(`/topic/${topicId}`);
    await appReady(page);
    await questionCards(page).first().getByRole('radio').nth(0).check();
    // A report sends everything waiting at once: after it, nothing of the answer is left to send.
    await questionCards(page).first().getByRole('button', { name: 'Report a problem with Quiz 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with Quiz 1' });
    await dialog.getByRole('radio', { name: 'Something else' }).check();
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('quiz-dojo:feedback-outbox:v1'))).toBeNull();
    await expect.poll(() => sent.filter(isReport).length).toBe(1);
    const answers = sent.filter((r) => r.url().includes('/api/answers'));
    if (sharing === 'off') expect(answers.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
    else {
      const post = answers.find((r) => r.method() === 'POST')!;
      expect(post.postDataJSON()).toEqual({
        batchId: expect.any(String),
        answers: [{ questionId: question.id, option: question.options[0], first: true }],
      });
    }
  });
}
