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
export const LOCALES = [SOURCE_LOCALE, ...TRANSLATED_LOCALES, PSEUDO_LOCALE] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}
