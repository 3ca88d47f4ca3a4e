import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support';
import { expectHtmlLang, heading, JS_TOPIC, message, questionCards, TRANSLATED } from './locales-support';

/**
 * Each launch locale by its address (README "Languages"): the interface in its language, and the
 * JavaScript topic's questions translated for es and pt-BR, in English (marked so) for de and zh-Hans.
 */

// A question's own text in each language that has it (content/translations/<locale>/javascript.md).
const ORDER_STEM: Record<string, string> = {
  en: 'In what order are the numbers printed?',
  es: '¿En qué orden se imprimen los números?',
  'pt-BR': 'Em que ordem os números são impressos?',
};

for (const locale of TRANSLATED) {
  test(`/${locale}/ pages speak ${locale} and link within it`, async ({ page }) => {
    await page.goto(`/${locale}/topics`);
    await expect(heading(page)).toHaveText(message(locale, 'screens', 'Topics'));
    await expectHtmlLang(page, locale);
    const starts = page.getByRole('main').getByRole('link', { name: message(locale, 'screens', 'Start Practice') });
    await expect(starts.first()).toBeVisible();
    for (const href of await starts.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toMatch(new RegExp(`^/${locale}/topic/\\d+$`));
    }

    await page.goto(`/${locale}/topic/${JS_TOPIC}`);
    await expect(heading(page)).toHaveText(message(locale, 'screens', 'Quiz of {name}', { name: 'JavaScript' }));
    await expectHtmlLang(page, locale);
    const note = message(locale, 'screens', 'Shown in English: this question has no up-to-date translation yet.');
    const card = questionCards(page).filter({ hasText: ORDER_STEM[locale] ?? ORDER_STEM.en! });
    await expect(card).toHaveCount(1);
    if (ORDER_STEM[locale]) {
      await expect(card.getByRole('radiogroup')).not.toHaveAttribute('lang');
      await expect(card.locator('[lang="en"]')).toHaveCount(0);
      await expect(page.getByText(note)).toHaveCount(0);
    } else {
      await expect(card.locator('[lang="en"]').getByText(ORDER_STEM.en!)).toBeVisible();
      await expect(card.getByRole('radiogroup')).toHaveAttribute('lang', 'en');
      await expect(card.getByText(note)).toBeVisible();
      // Every question of the topic is in English on this page, and each says so.
      await expect(page.getByText(note)).toHaveCount(await questionCards(page).count());
    }
  });

  for (const path of ['/', '/topics', `/topic/${JS_TOPIC}`]) {
    test(`/${locale}${path} has no serious accessibility violation`, async ({ page }) => {
      // axe reads a topic's 77 questions: over a minute on an idle two-core machine.
      test.setTimeout(240_000);
      await page.goto(`/${locale}${path}`);
      await expectHtmlLang(page, locale);
      await expect(page.getByRole('button', { name: message(locale, 'shell', 'Dark theme') })).toBeEnabled();
      await expectNoSeriousViolations(page, `/${locale}${path}`);
    });
  }
}
