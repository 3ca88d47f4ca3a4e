import { type Locale, localePath, SOURCE_LOCALE } from '../../contract/locales.js';
import { type Representation, representationOffLoop } from '../http/representation.js';

const MANIFEST_LINK = '<link rel="manifest" href="/manifest.webmanifest">';

/** The built index.html in a locale: its `<html lang>` and its language's web app manifest. */
export function inLocale(html: string, locale: Locale): string {
  // Replacer functions, so that no `$` in the content is read as a pattern.
  return html
    .replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
    .replace(MANIFEST_LINK, () => `<link rel="manifest" href="${localePath(locale, '/manifest.webmanifest')}">`);
}

/**
 * The shell a language's page is sent as where the server does not render it (a browser-only page,
 * a query string, a 404, the database away): in that language from the first byte, for a screen
 * reader, a translator tool or an install prompt that reads the document before the app runs. Made
 * once per locale, on its first request; the build's precompressed English shell serves English.
 */
export function localeShells<Shell extends Representation>(shell: Shell) {
  const made = new Map<Locale, Promise<Representation>>();
  return (locale: Locale): Promise<Representation> | Shell => {
    if (locale === SOURCE_LOCALE) return shell;
    let rep = made.get(locale);
    if (!rep) {
      rep = representationOffLoop(shell.type, inLocale(shell.identity.toString(), locale));
      made.set(locale, rep);
      // A failed compression is tried again by the next request, not kept for every page after.
      rep.catch(() => made.delete(locale));
    }
    return rep;
  };
}
