import { i18n, type Messages } from '@lingui/core';
import { type Catalog, type Locale, splitLocalePath } from '../../contract/locales';

/**
 * Each catalog of each locale, compiled by the build from app/locales/<locale>/<catalog>.po
 * (@lingui/vite-plugin), is a chunk of its own (locale-<code>.<catalog>-<hash>.js), so a page loads
 * only its own language, and only the text of the screens it can show (app/i18n/catalogs.ts).
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*/*.po');

async function loadMessages(locale: Locale, catalog: Catalog): Promise<Messages> {
  const load = catalogs[`../locales/${locale}/${catalog}.po`];
  if (!load) throw new Error(`app/locales/${locale}/${catalog}.po is missing: run npm run i18n:extract`);
  return (await load()).messages;
}

const loaded = new Map<string, Promise<void>>();

/**
 * Fetches a locale's catalogs once each; `activateLocale` then switches to the locale at once. A
 * catalog loaded later adds its messages to those already loaded (Lingui's `load` merges them).
 */
export function loadLocale(locale: Locale, names: readonly Catalog[] = ['shell']): Promise<void> {
  return Promise.all(
    names.map((name) => {
      const key = `${locale}/${name}`;
      let loading = loaded.get(key);
      if (!loading) {
        loading = loadMessages(locale, name).then((messages) => i18n.load(locale, messages));
        // A failed fetch (a flaky network) may be tried again by the next navigation.
        loading.catch(() => loaded.delete(key));
        loaded.set(key, loading);
      }
      return loading;
    }),
  ).then(() => undefined);
}

/**
 * Makes `locale`, already loaded, the language of every message (the `t` macro of
 * @lingui/core/macro reads Lingui's global i18n). Synchronous, so the server, which activates a
 * page's locale just before its synchronous render, never mixes two pages' languages.
 */
export function activateLocale(locale: Locale): void {
  i18n.activate(locale);
}

/** The page's language, which its address names (`/es/topics`; none is English). */
export function pageLocale(): Locale {
  return splitLocalePath(window.location.pathname).locale;
}
