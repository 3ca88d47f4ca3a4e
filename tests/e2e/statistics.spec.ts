import { expect, test, type Page } from '@playwright/test';
import { apiTopic, apiTopics, expectNoHorizontalOverflow } from './support';

const TOPIC_ID = 2;

/**
 * Picks an option of the nth question on the open topic page, and waits for the card's feedback: a
 * pick made before the app has taken the page over counts only once the card shows it.
 */
async function answer(page: Page, index: number, option: string) {
  const card = page.getByRole('main').getByRole('listitem').nth(index);
  await card.locator(`input[value="${option.replaceAll('"', '\\"')}"]`).check();
  await expect(card.getByText(/^First try: (right|wrong)$/)).toBeVisible();
}

test('statistics show the API counts and exactly what was answered', async ({ page, request }) => {
  const topics = await apiTopics(request);
  const topic = await apiTopic(request, TOPIC_ID);
  const [q1, q2, q3] = topic.questions;
  await page.goto(`/topic/${TOPIC_ID}`);
  await answer(page, 0, q1!.correctAnswer);
  await answer(page, 1, q2!.correctAnswer);
  await answer(
    page,
    2,
    q3!.options.find((option) => option !== q3!.correctAnswer)!,
  );

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Statistics');
  const sum = topics.reduce((total, t) => total + t.total, 0);
  const totals = page.getByRole('region', { name: 'Your totals' });
  // Written in the page's language, in the browser's region (Playwright's en-US): 1,771.
  await expect(totals).toContainText(`Answered3 of ${sum.toLocaleString('en-US')}`);
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
  const accuracy = page.getByRole('region', { name: 'Accuracy per topic' }).getByRole('img');
  await expect(accuracy).toHaveAccessibleName(new RegExp(`(^|; )${topic.name} 67%, 2 of 3 correct(;|$)`));
  await expect(accuracy).toContainText('67% (2 of 3)');
  // Every answer made a review card: the wrong one is due today, the right ones in two days.
  const forecast = page.getByRole('region', { name: 'Reviews due' }).getByRole('img');
  await expect(forecast).toHaveAccessibleName(/^Reviews due per day: Today 1; /);
});

test.describe('activity by local day', () => {
  // Tokyo is nine hours ahead of UTC: 07:30 on the 23rd there is still the 22nd in UTC.
  test.use({ locale: 'en-GB', timezoneId: 'Asia/Tokyo' });

  test('answers on two days make a two-day streak and two days in the calendar', async ({ page, request }) => {
    test.setTimeout(90_000);
    const topic = await apiTopic(request, TOPIC_ID);
    const [q1, q2, q3] = topic.questions;
    const statistics = async () => {
      await page.goto('/statistics');
      return page.getByRole('region', { name: 'Your activity' });
    };
    const calendar = page.getByRole('table', { name: 'Answers per day over the last 12 weeks' });

    await page.clock.install({ time: '2026-11-22T20:00:00+09:00' });
    await page.goto(`/topic/${TOPIC_ID}`);
    await answer(page, 0, q1!.correctAnswer);
    await answer(
      page,
      1,
      q2!.options.find((option) => option !== q2!.correctAnswer)!,
    );
    let activity = await statistics();
    await expect(activity).toContainText('Current streak1 day');
    await expect(activity).toContainText('You have practised today.');
    await expect(calendar.getByRole('cell', { name: 'Sunday 22 November: 2 answered, 1 correct' })).toBeAttached();

    // Moves the clock as time passes, firing what falls due (setSystemTime would leave timers behind).
    await page.clock.fastForward('11:30:00'); // 07:30 on the 23rd
    await page.goto(`/topic/${TOPIC_ID}`);
    await answer(page, 2, q3!.correctAnswer);
    activity = await statistics();
    await expect(activity).toContainText('Current streak2 days');
    await expect(activity).toContainText('Last 12 weeks: 3 answers on 2 days.');
    await expect(calendar.getByRole('cell', { name: 'Sunday 22 November: 2 answered, 1 correct' })).toBeAttached();
    await expect(calendar.getByRole('cell', { name: 'Monday 23 November: 1 answered, 1 correct' })).toBeAttached();
    // en-GB weeks start on Monday: the current week's column begins today, and tomorrow has no text yet.
    await expect(calendar.getByRole('cell', { name: /Tuesday 24 November/ })).toHaveCount(0);

    // The streak lives through a day without answers until that day ends.
    await page.clock.fastForward('38:30:00'); // 22:00 on the 24th
    activity = await statistics();
    await expect(activity).toContainText('Current streak2 days');
    await expect(activity).toContainText('Answer a question today to keep it going.');
    await page.clock.fastForward('10:00:00'); // 08:00 on the 25th
    activity = await statistics();
    await expect(activity).toContainText('Current streak0 days');
    await expect(calendar.getByRole('cell', { name: 'Tuesday 24 November: no answers' })).toBeAttached();
  });
});

for (const width of [1280, 360]) {
  test(`no chart label is cut off at ${width} px`, async ({ page, request }) => {
    const topics = await apiTopics(request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/statistics');
    // A new learner has no review cards: no forecast of zeros.
    await expect(page.getByRole('heading', { name: 'Reviews due' })).toHaveCount(0);
    for (const name of [/^Questions per topic:/, /^Accuracy per topic:/]) {
      const chart = page.getByRole('img', { name });
      const labels = chart.locator('[data-chart-label]');
      await expect(labels).toHaveText(topics.map((topic) => topic.name));
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      for (const label of await labels.all()) {
        const own = (await label.boundingBox())!;
        expect(own.x, (await label.textContent()) ?? undefined).toBeGreaterThanOrEqual(box.x);
        expect(own.x + own.width).toBeLessThanOrEqual(box.x + box.width);
        // Nothing inside the label overflows its own box either.
        expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }
    }
    await expectNoHorizontalOverflow(page);
  });
}
