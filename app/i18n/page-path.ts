import { i18n } from '@lingui/core';
import { isLocale, type Locale, localePath, SOURCE_LOCALE, splitLocalePath } from '../../contract/locales';

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
