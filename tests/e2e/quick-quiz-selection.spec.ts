import { expect, test, type APIRequestContext } from '@playwright/test';
import { DIFFICULTIES } from '../../contract/quiz';
import { csvOf, downloadFrom, textOf } from './export-support';
import { apiTopic, apiTopics, appReady } from './support';

/**
 * A topic of the bank with a difficulty and a tag that fewer than 10 of its questions match (but
 * some do), so the screen must say how many matched: read from the API, not assumed of the content.
 */
async function smallSelection(request: APIRequestContext) {
  for (const summary of await apiTopics(request)) {
    const topic = await apiTopic(request, summary.id);
    const tags = [...new Set(topic.questions.flatMap((question) => question.tags ?? []))].sort();
    for (const difficulty of DIFFICULTIES)
      for (const tag of tags) {
        const matching = topic.questions.filter((q) => q.difficulty === difficulty && q.tags?.includes(tag));
        if (matching.length >= 2 && matching.length < 10) return { id: summary.id, difficulty, tag, matching };
      }
  }
  throw new Error('no topic has a difficulty and tag matching 2 to 9 questions');
}

test('a quick quiz filtered by difficulty and tag says how many match, puts them in the link and downloads only them', async ({
  page,
  request,
}) => {
  const { id, difficulty, tag, matching } = await smallSelection(request);
  const slug = matching[0]!.id.split(':')[0]!;
  const label = difficulty[0]!.toUpperCase() + difficulty.slice(1);
  await page.goto(`/quiz?topic=${id}&count=10`);
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Download this topic' })).toBeVisible();

  // The label is the card's difficulty name ("easy"), capitalized by CSS.
  await page.locator('label', { hasText: new RegExp(`^${label}$`, 'i') }).click();
  await expect(page.getByRole('radio', { name: label })).toBeChecked();
  await page.getByRole('combobox', { name: 'Tag' }).selectOption(tag);
  await expect(page).toHaveURL(new RegExp(`/quiz\\?topic=${id}&count=10&difficulty=${difficulty}&tag=${tag}$`));
  const n = matching.length;
  await expect(page.getByText(`${n} questions (only ${n} match these filters), no time limit.`)).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Download this selection' });
  const csv = await downloadFrom(page, toggle, /^CSV/);
  expect(csv.suggestedFilename()).toBe(`quiz-dojo-${slug}-${difficulty}-${tag}.csv`);
  const rows = await csvOf(csv);
  expect(rows.map((row) => row.id).sort()).toEqual(matching.map((question) => question.id).sort());
  for (const row of rows) {
    expect(row.difficulty).toBe(difficulty);
    expect(row.tags!.split(/[ ,;]+/)).toContain(tag);
    expect(row.topic).toBe(slug);
  }
  // The browser's file is the server's, for the same selection.
  const server = await request.get(`/api/quiz/${id}/export?format=csv&difficulty=${difficulty}&tag=${tag}`);
  expect(await textOf(csv)).toBe(await server.text());
  // The Anki link, which only the server makes, asks for the same selection.
  await toggle.click();
  await expect(page.getByRole('link', { name: /^Anki package/ })).toHaveAttribute(
    'href',
    `/api/quiz/${id}/export?format=apkg&difficulty=${difficulty}&tag=${tag}`,
  );
  await page.keyboard.press('Escape');

  // The round is as small as the selection, and draws only from it.
  await page.getByRole('button', { name: 'Start quiz' }).click();
  await expect(page.getByRole('heading', { name: `Question 1 of ${n}` })).toBeFocused();
  await expect(page.getByRole('main').getByRole('radio')).toHaveCount(4);
  const shown = await page
    .getByRole('main')
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value).sort());
  expect(matching.some((question) => [...question.options].sort().join('\n') === shown.join('\n'))).toBe(true);
});

test('a link with a tag the topic lacks falls back to any tag and says so', async ({ page, request }) => {
  const [summary] = await apiTopics(request);
  await page.goto(`/quiz?topic=${summary!.id}&count=5&tag=no-such-tag&difficulty=extreme`);
  await appReady(page);
  await expect(page.getByText(`${summary!.name} has no tag "no-such-tag", so any tag is set.`)).toBeVisible();
  await expect(
    page.getByText('The link\'s difficulty "extreme" is not easy, medium or hard, so any difficulty is set.'),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Tag' })).toHaveValue('');
  await expect(page.getByRole('radio', { name: 'Any' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Download this topic' })).toBeVisible();
});
