import { expect, test, type Page } from '@playwright/test';
import { LOCALE_NAMES } from '../../contract/locales';
import { appReady } from './support';
import { expectHtmlLang, heading, JS_TOPIC, message } from './locales-support';

/** README "Languages": a first visit follows the browser's language; the switch's choice is remembered. */

const homeHeading = (locale: 'en' | 'es' | 'de') =>
  locale === 'en' ? 'Test Your Coding Skill' : message(locale, 'shell', 'Test Your Coding Skill');

/** The app has taken over a German page (its theme toggle, named in German, is enabled). */
async function appReadyIn(page: Page, locale: 'de' | 'es') {
  await expect(page.getByRole('button', { name: message(locale, 'shell', 'Dark theme') })).toBeEnabled();
}

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('is sent to the Spanish addresses on its first visit, and next time by the cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/es\/$/);
    await expectHtmlLang(page, 'es');
    await expect(heading(page)).toHaveText(homeHeading('es'));
    expect((await context.cookies()).find((cookie) => cookie.name === 'quiz-dojo-lang')?.value).toBe('es');

    await page.goto('/topics');
    await expect(page).toHaveURL(/\/es\/topics$/);
    await expect(heading(page)).toHaveText(message('es', 'screens', 'Topics'));
    await expectHtmlLang(page, 'es');
  });
});

for (const locale of ['en-US', 'fr-FR']) {
  test.describe(`a browser in ${locale}`, () => {
    test.use({ locale });

    test('stays on the English addresses', async ({ page }) => {
      await page.goto('/');
      await expect(heading(page)).toHaveText(homeHeading('en'));
      await expect(page).toHaveURL(/:\d+\/$/);
      await expectHtmlLang(page, 'en');
      await page.goto('/topics');
      await expect(heading(page)).toHaveText('Topics');
      await expect(page).toHaveURL(/:\d+\/topics$/);
    });
  });
}

test('the header switch opens the same page in German, remembered until English is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/topic/${JS_TOPIC}`);
  await appReady(page);
  await page.getByLabel(`Language: ${LOCALE_NAMES.en}`).click();
  const deutsch = page.getByRole('banner').getByRole('link', { name: LOCALE_NAMES.de });
  await expect(deutsch).toHaveAttribute('hreflang', 'de');
  await deutsch.click();
  await expect(page).toHaveURL(new RegExp(`/de/topic/${JS_TOPIC}$`));
  await expect(heading(page)).toHaveText(message('de', 'screens', 'Quiz of {name}', { name: 'JavaScript' }));
  await expectHtmlLang(page, 'de');

  // A new visit to an English address (typed, bookmarked) follows the choice.
  await page.goto('/');
  await expect(page).toHaveURL(/\/de\/$/);
  await expect(heading(page)).toHaveText(homeHeading('de'));
  await appReadyIn(page, 'de');

  await page.getByLabel(message('de', 'shell', 'Language: {0}', { 0: LOCALE_NAMES.de })).click();
  const english = page.getByRole('banner').getByRole('link', { name: LOCALE_NAMES.en });
  await expect(english).toHaveAttribute('hreflang', 'en');
  await english.click();
  await expect(heading(page)).toHaveText(homeHeading('en'));
  await expect(page).toHaveURL(/:\d+\/$/);
  await expectHtmlLang(page, 'en');
  await appReady(page);

  await page.goto('/');
  await expect(heading(page)).toHaveText(homeHeading('en'));
  await expect(page).toHaveURL(/:\d+\/$/);
});

test('on a phone the languages are at the foot of the menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/es/topics');
  await appReadyIn(page, 'es');
  // The header's switch is for wider screens.
  await expect(page.getByLabel(message('es', 'shell', 'Language: {0}', { 0: LOCALE_NAMES.es }))).toBeHidden();
  const nav = page.getByRole('navigation', { name: message('es', 'shell', 'Main') });
  await nav.getByRole('button', { name: message('es', 'shell', 'Menu') }).click();
  const languages = nav.getByRole('list', { name: message('es', 'shell', 'Language') });
  await expect(languages.getByRole('link')).toHaveText(Object.values(LOCALE_NAMES).slice(0, 5));
  // The foot of the menu: after every other link of it.
  await expect(nav.getByRole('link').last()).toHaveText(LOCALE_NAMES['zh-Hans']);
  await languages.getByRole('link', { name: LOCALE_NAMES.de }).click();
  await expect(page).toHaveURL(/\/de\/topics$/);
  await expect(heading(page)).toHaveText(message('de', 'screens', 'Topics'));
  await expectHtmlLang(page, 'de');
});
