import { expect, test, type Page } from '@playwright/test';
import { apiTopic, appReady } from './support';

// Issue 24: every question of a topic is in the page the server sends, and each card becomes
// interactive on its own as it nears the screen or is first used (docs/decisions/0006).
const TOPIC_ID = 1;

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');
/** A question's text as the page shows it: its HTML without the tags. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('every question of the topic is in the page', async ({ page, request }) => {
    const topic = await apiTopic(request, TOPIC_ID);
    await page.goto(`/topic/${TOPIC_ID}`);
    await expect(cards(page)).toHaveCount(topic.questions.length);
    const texts = await page.getByRole('main').locator('ol > li').allTextContents();
    topic.questions.forEach((question, index) => {
      expect(texts[index]).toContain(`Quiz ${index + 1}:`);
      expect(texts[index]).toContain(plain(question.question).trim().slice(0, 40));
    });
  });
});

test("the last question's text is in the page at DOMContentLoaded, for find-in-page", async ({ page, request }) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const last = topic.questions.at(-1)!;
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { atContentLoaded: string }).atContentLoaded =
        document.querySelector('main')?.textContent ?? '';
    });
  });
  await page.goto(`/topic/${TOPIC_ID}`, { waitUntil: 'domcontentloaded' });
  const text = await page.evaluate(() => (window as unknown as { atContentLoaded: string }).atContentLoaded);
  expect(text).toContain(`Quiz ${topic.questions.length}:`);
  expect(text).toContain(plain(last.question).trim().slice(0, 40));
});

test('a card far down the page answers after scrolling to it', async ({ page, request }) => {
  const topic = await apiTopic(request, TOPIC_ID);
  const index = topic.questions.length - 2;
  const question = topic.questions[index]!;
  const wrong = question.options.find((option) => option !== question.correctAnswer)!;
  await page.goto(`/topic/${TOPIC_ID}`);
  await appReady(page);
  const card = cards(page).nth(index);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('radio', { name: wrong.replaceAll('`', ''), exact: true }).check();
  await expect(card.getByText('Not quite.', { exact: false })).toBeVisible();
  await card.getByRole('radio', { name: question.correctAnswer.replaceAll('`', ''), exact: true }).check();
  await expect(card.getByText('correct', { exact: true })).toBeVisible();
  await expect(card.getByText('First try: wrong')).toBeVisible();
  await expect(page.getByText(`0 of ${topic.questions.length} correct, 1 answered`)).toBeVisible();
});

test('Tab reaches every card in order, each card its options, its report button then its eye button', async ({
  page,
  request,
}) => {
  // Some 200 key presses, each read back: long on a busy machine.
  test.setTimeout(240_000);
  const topic = await apiTopic(request, TOPIC_ID);
  await page.goto(`/topic/${TOPIC_ID}`);
  await appReady(page);
  // The number of the card holding each control focused, in the order Tab reaches them.
  const reached: number[] = [];
  const kinds: string[] = [];
  for (let presses = 0; presses < topic.questions.length * 4 && reached.at(-1) !== topic.questions.length; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      const card = active?.closest('main ol > li');
      const number = /^Quiz (\d+):/.exec(card?.textContent ?? '')?.[1];
      const label = active?.getAttribute('aria-label') ?? '';
      const kind =
        active instanceof HTMLInputElement
          ? 'radio'
          : label.startsWith('Report a problem')
            ? 'report'
            : /correct answer$/.test(label)
              ? 'eye'
              : 'other';
      return number ? { number: Number(number), kind } : null;
    });
    if (!focused) continue;
    reached.push(focused.number);
    kinds.push(`${focused.number} ${focused.kind}`);
  }
  const cardsReached = [...new Set(reached)];
  expect(cardsReached).toEqual(topic.questions.map((_, index) => index + 1));
  expect(reached).toEqual(reached.toSorted((a, b) => a - b));
  // Within a card: its options (one stop for the group), then its report button (issue 25), then its eye button.
  expect(kinds.filter((kind) => kind.startsWith('1 '))).toEqual(['1 radio', '1 report', '1 eye']);
  // The last card answers from the keyboard too.
  while (!(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio'))) {
    await page.keyboard.press('Shift+Tab');
  }
  await page.keyboard.press('Space');
  await expect(cards(page).last().getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(
    cards(page)
      .last()
      .getByText(/correct|Not quite/)
      .first(),
  ).toBeVisible();
});

test('a topic opened from within the app shows its first cards at once and the rest in later tasks', async ({
  page,
  request,
}) => {
  const topic = await apiTopic(request, TOPIC_ID);
  expect(topic.questions.length).toBeGreaterThan(40);
  await page.goto('/topics');
  await appReady(page);
  // The cards in the page when the first of them appear: a mutation observer's callback runs in the
  // task that inserted them, so it sees what that one task rendered.
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const count = document.querySelectorAll('main ol > li').length;
      if (count === 0) return;
      (window as unknown as { firstCards: number }).firstCards = count;
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
  await page.locator(`a[href="/topic/${TOPIC_ID}"]`).first().click();
  await expect(cards(page)).toHaveCount(topic.questions.length);
  expect(await page.evaluate(() => (window as unknown as { firstCards: number }).firstCards)).toBe(20);
  // Every question is then in the page, in order, for find-in-page.
  await expect(cards(page).last()).toContainText(`Quiz ${topic.questions.length}:`);
  await expect(cards(page).last()).toContainText(plain(topic.questions.at(-1)!.question).trim().slice(0, 40));
});
