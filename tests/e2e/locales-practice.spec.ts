import { expect, test, type Page } from '@playwright/test';
import { workerInControl } from './offline-support';
import { expectHtmlLang, heading, JS_TOPIC, message, questionCards } from './locales-support';

/** Answering, reviewing and practising offline on Spanish pages (README "Languages"). */

// content/translations/es/javascript.md, event-loop-then-vs-timeout: its options are code, as in English.
const ORDER_STEM = '¿En qué orden se imprimen los números?';
const WRONG = '`1 2 3 4`';
const RIGHT = '`1 4 3 2`';
// A Monday morning, as in review.spec.ts.
const START = new Date('2026-03-02T09:00:00Z');

async function appReadyInSpanish(page: Page) {
  await expect(page.getByRole('button', { name: message('es', 'shell', 'Dark theme') })).toBeEnabled();
}

async function pick(scope: ReturnType<Page['locator']>, option: string) {
  await scope
    .locator(`input[type="radio"][value="${option.replaceAll('"', '\\"')}"]`)
    .first()
    .check();
}

const es = (id: string, values?: Record<string, string>) => message('es', 'screens', id, values);

test('a question answered on /es/topic/2 gets Spanish feedback, and comes back in Spanish in /es/review', async ({
  page,
}) => {
  await page.clock.install({ time: START });

  await page.goto(`/es/topic/${JS_TOPIC}`);
  await appReadyInSpanish(page);
  const card = questionCards(page).filter({ hasText: ORDER_STEM });
  await pick(card, WRONG);
  await expect(card.getByText(es('First try: wrong'))).toBeVisible();
  await expect(card.getByText(es('Not quite. The right answer is marked, and why is below.'))).toBeVisible();
  const reviewLink = page
    .getByRole('navigation', { name: message('es', 'shell', 'Main') })
    .getByRole('link', { name: message('es', 'shell', '{label}, {due} due', { label: es('Review'), due: '1' }) });
  await expect(reviewLink).toBeVisible();

  await reviewLink.click();
  await expect(page).toHaveURL(/\/es\/review$/);
  await expect(heading(page)).toHaveText(es('Review'));
  await expectHtmlLang(page, 'es');
  const due = page.getByRole('main').getByRole('listitem');
  await expect(due.getByText(ORDER_STEM)).toBeVisible();
  await expect(due.locator('[lang="en"]')).toHaveCount(0);
  await pick(due, RIGHT);
  await expect(due.getByText(es('correct'), { exact: true })).toBeVisible();
  // Rated: the last choice of the rating group, pressed.
  const rating = page.getByRole('main').getByRole('group');
  await rating.getByRole('button').last().click();
  await expect(rating.getByRole('button').last()).toHaveAttribute('aria-pressed', 'true');
  await expect(rating.getByRole('button', { pressed: true })).toHaveCount(1);
});

// tdz-shadowed-let, whose options are prose: each language words them its own way.
const TDZ = {
  en: { wrong: 'It prints `1`, the outer value', right: 'It throws a `ReferenceError`' },
  es: { wrong: 'Imprime `1`, el valor exterior', right: 'Lanza un `ReferenceError`' },
};

test('an answer given in one language is the same answer in the other, and none is lost', async ({ page }) => {
  const option = (value: string) => page.locator(`input[type="radio"][value="${value.replaceAll('"', '\\"')}"]`);
  // Another question has the same right answer: the card is the one with this wrong option.
  const tdzCard = (wrong: string) => questionCards(page).filter({ has: option(wrong) });

  await page.goto(`/topic/${JS_TOPIC}`);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeEnabled();
  await option(TDZ.en.wrong).check();
  await expect(tdzCard(TDZ.en.wrong).getByText('First try: wrong')).toBeVisible();

  await page.goto(`/es/topic/${JS_TOPIC}`);
  await appReadyInSpanish(page);
  const spanish = tdzCard(TDZ.es.wrong);
  await expect(option(TDZ.es.wrong)).toBeChecked();
  await expect(spanish.getByText(es('First try: wrong'))).toBeVisible();
  await pick(spanish, TDZ.es.right);
  await expect(spanish.getByText(es('correct'), { exact: true })).toBeVisible();

  await page.goto(`/topic/${JS_TOPIC}`);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeEnabled();
  const english = tdzCard(TDZ.en.wrong);
  await expect(english.locator(`input[value="${TDZ.en.right}"]`)).toBeChecked();
  await expect(english.getByText('First try: wrong')).toBeVisible();

  // Its mistakes, from the Spanish page's own link, stay in Spanish.
  await page.goto(`/es/topic/${JS_TOPIC}`);
  await appReadyInSpanish(page);
  await page
    .getByRole('navigation', { name: es('Review mode') })
    .getByRole('link', { name: es('Practise mistakes') })
    .click();
  await expect(page).toHaveURL(new RegExp(`/es/topic/${JS_TOPIC}\\?mode=mistakes$`));
  await expect(tdzCard(TDZ.es.wrong).locator(`input[value="${TDZ.es.right}"]`)).toBeChecked();
  await expectHtmlLang(page, 'es');
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('/es/topic/2 opened once online is the Spanish page offline', async ({ page, context }) => {
    test.setTimeout(120_000);
    await page.goto(`/es/topic/${JS_TOPIC}`);
    await appReadyInSpanish(page);
    await workerInControl(page);
    await expect(questionCards(page).getByText(ORDER_STEM)).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    const title = es('Quiz of {name}', { name: 'JavaScript' });
    await expect(heading(page)).toHaveText(title);
    await expect(page.getByText(message('es', 'shell', 'Offline: practising saved topics'))).toBeVisible();
    await expect(questionCards(page).getByText(ORDER_STEM)).toBeVisible();
    await expectHtmlLang(page, 'es');

    await page.goto(`/es/topic/${JS_TOPIC}`);
    await expect(heading(page)).toHaveText(title);
    await expect(questionCards(page).getByText(ORDER_STEM)).toBeVisible();
    await expect(questionCards(page).first().locator('[lang="en"]')).toHaveCount(0);

    // The Spanish topic list, which the worker kept when it installed on this Spanish page, opens too.
    await page.goto('/es/topics');
    await expect(heading(page)).toHaveText(es('Topics'));
    await expect(page.locator(`main a[href="/es/topic/${JS_TOPIC}"]`).first()).toBeVisible();
  });
});
