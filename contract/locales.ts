/**
 * The interface's languages (issue 35). English is the source: its messages are written in the code
 * and its addresses carry no prefix. The others are translated in app/locales/<locale>.po; until a
 * message is translated, a locale shows the English text. The pseudo-locale (accented, longer text
 * between brackets) is for tests that catch a string left out of the catalogs, or text that does not fit.
 */
export const SOURCE_LOCALE = 'en';
export const TRANSLATED_LOCALES = ['es', 'pt-BR', 'de', 'zh-Hans'] as const;
/** Chrome's and Android's name for a pseudo-locale of accented English. */
export const PSEUDO_LOCALE = 'en-XA';
/** The languages a learner can choose: English and its translations, not the pseudo-locale. */
export const LAUNCH_LOCALES = [SOURCE_LOCALE, ...TRANSLATED_LOCALES] as const;
export const LOCALES = [...LAUNCH_LOCALES, PSEUDO_LOCALE] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/**
 * The interface's message catalogs, by where they are shown (app/i18n/catalogs.ts): every page loads
 * `shell`; a screen that is a chunk of its own also `screens`, and the account screens `account`;
 * the header's sync status, in a signed-in browser only, `sync`.
 */
export const CATALOGS = ['shell', 'screens', 'account', 'sync'] as const;
export type Catalog = (typeof CATALOGS)[number];

/** The catalogs a page needs, by the chunk of its screen (contract/pages.ts; none for the entry's). */
export function catalogsFor(chunk: string | undefined): Catalog[] {
  if (!chunk) return ['shell'];
  return chunk === 'account' ? ['shell', 'screens', 'account'] : ['shell', 'screens'];
}

const PREFIXED = LOCALES.filter((locale) => locale !== SOURCE_LOCALE);

/**
 * The locale an address is in, and the address within it: `/es/topics` is `/topics` in Spanish;
 * an address with no locale prefix is English (decision 26). Only a launch locale's or the
 * pseudo-locale's exact code is a prefix: `/ES/topics` is no page.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const first = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const locale = PREFIXED.find((code) => code === first?.[1]);
  return locale ? { locale, path: first?.[2] ?? '/' } : { locale: SOURCE_LOCALE, path: pathname };
}

/** The address of `path` (which starts with /) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === SOURCE_LOCALE) return path;
  return path === '/' ? `/${locale}/` : `/${locale}${path}`;
}

/** The router's basename for a locale's addresses (none for English's). */
export function localeBasename(locale: Locale): string | undefined {
  return locale === SOURCE_LOCALE ? undefined : `/${locale}`;
}

/** Each launch locale's name in its own language, for the language switch. */
export const LOCALE_NAMES: Record<(typeof LOCALES)[number], string> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  de: 'Deutsch',
  'zh-Hans': '简体中文',
  'en-XA': '[Ëñglîšh]',
};

/**
 * The query the quiz API's answers for a locale's pages carry: `?lang=<locale>` for a launch locale,
 * none for English and for the pseudo-locale, whose questions are the English ones.
 */
export function questionLangQuery(locale: Locale): string {
  return (TRANSLATED_LOCALES as readonly string[]).includes(locale) ? `?lang=${locale}` : '';
}

/** The cookie that remembers the language a learner chose (the switch) or was sent to (a first visit). */
export const LANG_COOKIE = 'quiz-dojo-lang';
/** A year: a choice of language outlives a browser's session, and is renewed by every switch and redirect. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;
