import { i18n } from '@lingui/core';
import {
  isLocale,
  type Locale,
  localePath,
  PSEUDO_LOCALE,
  SOURCE_LOCALE,
  splitLocalePath,
} from '../../contract/locales';

/**
 * The locale being rendered: the page's in the browser, whose language is fixed for the document's
 * life (a language switch loads another page); on the server, the one activated just before the
 * page's synchronous render (app/render-page.tsx).
 */
export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : SOURCE_LOCALE;
}

/** The address of an app path (`/topics`) in the language being rendered (`/es/topics`), for plain links. */
export function pagePath(path: string): string {
  return localePath(activeLocale(), path);
}

/** The app path of an address of the page's language (`/es/topics` is `/topics`), or undefined for another language's. */
export function appPath(pathname: string): string | undefined {
  const { locale, path } = splitLocalePath(pathname);
  return locale === activeLocale() ? path : undefined;
}

/**
 * The locale dates, numbers and lists are written in: the page's language, in the browser's region
 * when the browser reads that language in the same script (an English page in a British browser
 * writes "Sunday 22 November" and starts weeks on Monday; a German one in an Austrian browser, de-AT),
 * else the page's language as such. The server, which renders for any browser, writes the page's.
 */
export function formatLocale(): string {
  const page = activeLocale();
  if (page === PSEUDO_LOCALE) return SOURCE_LOCALE;
  if (typeof document === 'undefined') return page;
  const wanted = new Intl.Locale(page).maximize();
  const same = (tag: string) => {
    try {
      const browser = new Intl.Locale(tag).maximize();
      return browser.language === wanted.language && browser.script === wanted.script;
    } catch {
      return false;
    }
  };
  return navigator.languages.find(same) ?? page;
}
