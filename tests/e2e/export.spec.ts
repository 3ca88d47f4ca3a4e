import { expect, test, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { apiTopic, apiTopics, appReady, expectNoHorizontalOverflow, PHONE, playRound, wrongOption } from './support';
import { bytesOf, csvOf, downloadFrom, textOf, unzipText } from './export-support';
import { workerInControl } from './offline-support';

const CSV_HEADER =
  'id,topic,difficulty,tags,stem,option_a,option_b,option_c,option_d,answer,explanation,license,source';
const localId = (id: string) => id.slice(id.indexOf(':') + 1);

/** Answers the `index`th card of a topic page with `option`, and waits for the verdict. */
async function answer(page: Page, index: number, option: string, right: boolean) {
  const card = page.getByRole('main').getByRole('listitem').nth(index);
  await card.locator(`input[type="radio"][value="${option.replaceAll('"', '\\"')}"]`).check();
  await expect(
    card.getByText(right ? 'correct' : /^Not quite\. The right answer is marked/, { exact: right }),
  ).toBeVisible();
}

test('a topic page downloads each format, made in the browser, the same as the server sends', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [summary] = await apiTopics(request);
  const topic = await apiTopic(request, summary!.id);
  const first = topic.questions[0]!;
  const slug = first.id.split(':')[0]!;
  await page.goto(`/topic/${summary!.id}`);
  await appReady(page);
  const toggle = page.getByRole('button', { name: 'Download', exact: true });
  const server = (format: string) => request.get(`/api/quiz/${summary!.id}/export?format=${format}`);

  const csv = await downloadFrom(page, toggle, /^CSV/);
  expect(csv.suggestedFilename()).toBe(`quiz-dojo-${slug}.csv`);
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
    `Downloaded quiz-dojo-${slug}.csv`,
  );
  // The menu closed and gave the focus back to its toggle.
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  const text = await textOf(csv);
  expect(text.split('\r\n')[0]).toBe(CSV_HEADER);
  const rows = await csvOf(csv);
  expect(rows).toHaveLength(topic.questions.length);
  expect(rows[0]).toMatchObject({ id: first.id, topic: slug, stem: first.question });
  expect(text).toBe(await (await server('csv')).text());

  for (const [format, name, extension] of [
    ['gift', /^GIFT/, 'gift.txt'],
    ['moodle', /^Moodle XML/, 'moodle.xml'],
  ] as const) {
    const file = await downloadFrom(page, toggle, name);
    expect(file.suggestedFilename()).toBe(`quiz-dojo-${slug}.${extension}`);
    const body = await textOf(file);
    expect(body).toContain(topic.name);
    expect(body).toContain(localId(first.id));
    expect(body, format).toBe(await (await server(format)).text());
  }

  for (const [format, name, item] of [
    ['qti21', /^QTI 2\.1/, `items/q-${localId(first.id)}.xml`],
    ['qti12', /^QTI 1\.2/, `${slug}.xml`],
  ] as const) {
    const file = await downloadFrom(page, toggle, name);
    expect(file.suggestedFilename()).toBe(`quiz-dojo-${slug}.${format}.zip`);
    const files = unzipText(await bytesOf(file));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['imsmanifest.xml', 'LICENSE.txt', item]));
    // The same files as the server's package (a zip's own times may differ).
    expect(files, format).toEqual(unzipText(new Uint8Array(await (await server(format)).body())));
  }

  // The Anki package is the server's: a link to the topic's export route, which downloads it.
  await toggle.click();
  const anki = page.getByRole('link', { name: /^Anki package/ });
  await expect(anki).toHaveAttribute('href', `/api/quiz/${summary!.id}/export?format=apkg`);
  const [apkg] = await Promise.all([page.waitForEvent('download'), anki.click()]);
  expect(apkg.suggestedFilename()).toBe(`quiz-dojo-${slug}.apkg`);
  expect(Object.keys(unzipSync(await bytesOf(apkg))).sort()).toEqual(['collection.anki2', 'media']);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test("a quick quiz's results download the questions of the round", async ({ page, request }) => {
  test.setTimeout(120_000);
  const [summary] = await apiTopics(request);
  const topic = await apiTopic(request, summary!.id);
  await page.goto(`/quiz?topic=${summary!.id}&count=5`);
  await appReady(page);
  const shown: string[] = [];
  await playRound(page, 5);
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  for (const stem of await page.getByRole('main').locator('ol > li').all()) shown.push(await stem.innerText());

  const file = await downloadFrom(page, page.getByRole('button', { name: 'Download these questions' }), /^CSV/);
  expect(file.suggestedFilename()).toBe('quiz-dojo-quick-quiz.csv');
  const rows = await csvOf(file);
  expect(rows).toHaveLength(5);
  expect(new Set(rows.map((row) => row.id)).size).toBe(5);
  const known = new Map(topic.questions.map((question) => [question.id, question]));
  for (const [index, row] of rows.entries()) {
    const question = known.get(row.id!);
    expect(question, row.id).toBeDefined();
    // In the round's order, each row with its question's own right answer.
    expect(row.option_a! + row.option_b! + row.option_c! + row.option_d!).toContain(question!.correctAnswer);
    expect(row[`option_${row.answer!.toLowerCase()}`]).toBe(question!.correctAnswer);
    // The API's stem, with its code's language, not the screen's sanitized copy.
    expect(row.stem).toBe(question!.question);
    // The results show the same question, and its right answer, in the same place.
    // (Backticks mark code, which the screen shows as code.)
    expect(shown[index]).toContain(`Correct answer:\n${question!.correctAnswer.replaceAll('`', '')}`);
  }
});

test.describe('offline, with the worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test("a learner's mistakes download offline, from the saved topic", async ({ page, context, request }) => {
    test.setTimeout(150_000);
    const [summary] = await apiTopics(request);
    const topic = await apiTopic(request, summary!.id);
    const [one, two, three] = topic.questions;
    await page.goto(`/topic/${summary!.id}`);
    await appReady(page);
    await workerInControl(page);
    await answer(page, 0, wrongOption(one!), false);
    await answer(page, 1, two!.correctAnswer, true);
    await answer(page, 2, wrongOption(three!), false);
    // The topic list, kept by the worker for /statistics offline.
    await page.goto('/topics');
    await page.goto('/statistics');
    await expect(page.getByText('2 questions whose latest answer was wrong')).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('2 questions whose latest answer was wrong')).toBeVisible();
    const file = await downloadFrom(page, page.getByRole('button', { name: 'Download mistakes' }), /^CSV/);
    expect(file.suggestedFilename()).toBe('quiz-dojo-mistakes.csv');
    await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
      'Downloaded quiz-dojo-mistakes.csv',
    );
    const rows = await csvOf(file);
    expect(rows.map((row) => row.id)).toEqual([one!.id, three!.id].sort());
    expect(rows[0]!.stem).toBe([one!, three!].sort((a, b) => a.id.localeCompare(b.id))[0]!.question);

    // The topic itself, from the copy the worker kept when it was shown.
    await page.goto(`/topic/${summary!.id}`);
    await appReady(page);
    const topicFile = await downloadFrom(page, page.getByRole('button', { name: 'Download', exact: true }), /^CSV/);
    expect((await csvOf(topicFile)).map((row) => row.id)).toEqual(topic.questions.map((question) => question.id));
  });
});

test('the reviews due download as the clock says they are due', async ({ page, request }) => {
  test.setTimeout(120_000);
  const start = new Date('2026-11-20T09:00:00Z').getTime();
  await page.clock.install({ time: start });
  const [summary] = await apiTopics(request);
  const topic = await apiTopic(request, summary!.id);
  const [one, two] = topic.questions;
  await page.goto(`/topic/${summary!.id}`);
  await appReady(page);
  await answer(page, 0, wrongOption(one!), false);
  await answer(page, 1, two!.correctAnswer, true);

  // An hour on, only the wrong answer's card is due; a year on, both.
  await page.clock.setSystemTime(start + 3_600_000);
  await page.goto('/statistics');
  await expect(page.getByText('1 review card due now')).toBeVisible();
  let file = await downloadFrom(page, page.getByRole('button', { name: 'Download reviews due' }), /^GIFT/);
  expect(file.suggestedFilename()).toBe('quiz-dojo-due.gift.txt');
  let text = await textOf(file);
  expect(text).toContain(`[id:${one!.id}]`);
  expect(text).not.toContain(`[id:${two!.id}]`);

  await page.clock.setSystemTime(start + 365 * 86_400_000);
  await page.reload();
  await expect(page.getByText('2 review cards due now')).toBeVisible();
  file = await downloadFrom(page, page.getByRole('button', { name: 'Download reviews due' }), /^GIFT/);
  text = await textOf(file);
  expect(text).toContain(`[id:${one!.id}]`);
  expect(text).toContain(`[id:${two!.id}]`);
});

test('on a phone the menu is a sheet on screen, and works from the keyboard', async ({ page, request }) => {
  const [summary] = await apiTopics(request);
  const topic = await apiTopic(request, summary!.id);
  const slug = topic.questions[0]!.id.split(':')[0]!;
  await page.setViewportSize(PHONE);
  await page.goto(`/topic/${summary!.id}`);
  await appReady(page);
  const toggle = page.getByRole('button', { name: 'Download', exact: true });
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('list', { name: 'Download: formats' });
  const box = (await list.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await expectNoHorizontalOverflow(page);
  await expect(page.getByRole('button', { name: /^CSV/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: /^GIFT/ })).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(`quiz-dojo-${slug}.gift.txt`);
  await expect(list).toBeHidden();
  await expect(toggle).toBeFocused();
});
