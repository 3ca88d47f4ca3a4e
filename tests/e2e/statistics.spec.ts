import { expect, test } from '@playwright/test';
import { apiTopic, apiTopics } from './support';

const TOPIC_ID = 2;

test('statistics show the API counts and exactly what was answered', async ({ page, request }) => {
  const topics = await apiTopics(request);
  const topic = await apiTopic(request, TOPIC_ID);
  const [q1, q2, q3] = topic.questions;
  await page.goto(`/topic/${TOPIC_ID}`);
  const cards = page.getByRole('main').getByRole('listitem');
  await cards
    .nth(0)
    .locator(`input[value="${q1!.correctAnswer.replaceAll('"', '\\"')}"]`)
    .check();
  await cards
    .nth(1)
    .locator(`input[value="${q2!.correctAnswer.replaceAll('"', '\\"')}"]`)
    .check();
  const wrong = q3!.options.find((option) => option !== q3!.correctAnswer)!;
  await cards
    .nth(2)
    .locator(`input[value="${wrong.replaceAll('"', '\\"')}"]`)
    .check();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics');
  const sum = topics.reduce((total, t) => total + t.total, 0);
  const totals = page.getByRole('region', { name: 'Your totals' });
  await expect(totals).toContainText(`Answered3 of ${sum}`);
  await expect(totals).toContainText('Correct2');
  await expect(totals).toContainText('Accuracy67%');

  const table = page.getByRole('table', { name: 'Your progress per topic' });
  for (const t of topics) {
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: t.name, exact: true }) });
    await expect(row.getByRole('cell')).toHaveText(
      t.id === TOPIC_ID ? [String(t.total), '3', '2', '67%'] : [String(t.total), '0', '0', '—'],
    );
  }
  await expect(page.getByRole('img', { name: /^Questions per topic:/ })).toBeVisible();
});
