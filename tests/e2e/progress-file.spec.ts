import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { storedRecord } from './learner-record';
import { apiTopic, appReady, wrongOption, reviewLink } from './support';

const TOPIC_ID = 2;

/** What the browser records of the learner (its IndexedDB record; the feedback outbox is not the learner's progress). */
const stored = (page: Page) => storedRecord(page);

/** Answers the topic page's question at `index` (radios carry the option text as their value). */
async function answer(page: Page, index: number, option: string) {
  const card = page.getByRole('main').getByRole('listitem').nth(index);
  await card.locator(`input[type="radio"][value="${option.replaceAll('"', '\\"')}"]`).check();
  // A pick made before the app takes the page over counts once its card shows it.
  await expect(card.getByText(/^First try: (right|wrong)$/)).toBeVisible();
}

async function importFile(page: Page, name: string, content: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import progress' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
}

test('an exported file brings the same progress and reviews back in a fresh browser', async ({
  page,
  browser,
  request,
}) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const [q1, q2] = topic.questions;
  const total = topic.questions.length;
  await page.goto(`/topic/${TOPIC_ID}`);
  await appReady(page);
  await answer(page, 0, q1!.correctAnswer);
  await answer(page, 1, wrongOption(q2!));
  // Put right after the feedback: the file carries the first try, wrong, with the last pick.
  await answer(page, 1, q2!.correctAnswer);
  await expect(page.getByText(`1 of ${total} correct, 2 answered`)).toBeVisible();

  await page.goto('/review');
  await appReady(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export progress' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^quiz-dojo-progress-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.getByRole('status').filter({ hasText: 'Progress exported' })).toHaveText(
    'Progress exported: 2 answers in 1 topic.',
  );
  const text = await fs.readFile((await file.path())!, 'utf8');
  const saved = JSON.parse(text) as { format: string; version: number; topics: Record<string, unknown> };
  expect(saved).toMatchObject({
    format: 'quiz-dojo-progress',
    version: 2,
    topics: { [TOPIC_ID]: { answers: { [q2!.id]: { chosen: q2!.correctAnswer, first: { correct: false } } } } },
  });
  expect(Object.keys(saved.topics)).toEqual([String(TOPIC_ID)]);

  const fresh = await browser.newContext();
  try {
    const other = await fresh.newPage();
    await other.goto('/review');
    await expect(other.getByText('Answer some questions first')).toBeVisible();
    await appReady(other);
    await importFile(other, file.suggestedFilename(), text);
    await expect(other.getByRole('status').filter({ hasText: 'Progress imported' })).toHaveText(
      'Progress imported: 2 answers in 1 topic, merged with yours.',
    );
    // The wrong answer is due: the round starts with it, and the badge counts it.
    await expect(reviewLink(other)).toHaveAccessibleName('Review, 1 due');
    await expect(other.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
    await other.goto(`/topic/${TOPIC_ID}`);
    await expect(other.getByText(`1 of ${total} correct, 2 answered`)).toBeVisible();
    await expect(other.getByRole('main').getByRole('radio', { checked: true })).toHaveCount(2);
    await expect(other.getByRole('main').getByRole('listitem').nth(1).getByText('First try: wrong')).toBeVisible();
  } finally {
    await fresh.close();
  }
});

test('a corrupt, foreign or newer file is refused with its reason, and nothing stored changes', async ({
  page,
  request,
}) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const q1 = topic.questions[0]!;
  await page.goto(`/topic/${TOPIC_ID}`);
  await appReady(page);
  await answer(page, 0, wrongOption(q1));
  await page.goto('/review');
  await appReady(page);
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  const before = await stored(page);
  expect(before.answers).toMatchObject([{ topicId: String(TOPIC_ID), questionId: q1.id }]);

  const newer = {
    format: 'quiz-dojo-progress',
    version: 3,
    exportedAt: new Date().toISOString(),
    topics: { [TOPIC_ID]: { total: 1, answers: { [q1.id]: { chosen: q1.correctAnswer, correct: true, at: 1 } } } },
    cards: {},
  };
  const cases: [string, string, string][] = [
    ['corrupt.json', '{"format": "quiz-dojo-progress", "versi', 'This file is not valid JSON'],
    ['anki.json', JSON.stringify({ deck: 'Spanish', cards: [] }), 'This is not a Quiz Dojo progress file'],
    ['newer.json', JSON.stringify(newer), 'saved by a newer Quiz Dojo (format version 3)'],
    [
      'damaged.json',
      JSON.stringify({ ...newer, version: 1, topics: { [TOPIC_ID]: { total: -3, answers: {} } } }),
      `This progress file is damaged: at topics.${TOPIC_ID}.total`,
    ],
  ];
  for (const [name, content, reason] of cases) {
    await importFile(page, name, content);
    const alert = page.getByRole('alert').filter({ hasText: 'Import refused' });
    await expect(alert).toContainText(reason);
    await expect(alert).toContainText('Nothing was changed.');
    expect(await stored(page)).toEqual(before);
  }
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await expect(reviewLink(page)).toHaveAccessibleName('Review, 1 due');
});
