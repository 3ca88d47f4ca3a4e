import { i18n, type Messages } from '@lingui/core';
import { isLocale, type Locale, SOURCE_LOCALE } from '../../contract/locales';

/**
 * Each locale's catalog, compiled by the build from app/locales/<locale>.po (@lingui/vite-plugin),
 * is a chunk of its own (locale-<code>-<hash>.js), so a page loads only its own language.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*.po');

async function loadMessages(locale: Locale): Promise<Messages> {
  const load = catalogs[`../locales/${locale}.po`];
  if (!load) throw new Error(`app/locales/${locale}.po is missing: run npm run i18n:extract`);
  return (await load()).messages;
}

const loaded = new Map<Locale, Promise<void>>();

/** Fetches a locale's catalog once; `activateLocale` then switches to it at once. */
export function loadLocale(locale: Locale): Promise<void> {
  let loading = loaded.get(locale);
  if (!loading) {
    loading = loadMessages(locale).then((messages) => i18n.load(locale, messages));
    loaded.set(locale, loading);
  }
  return loading;
}

/**
 * Makes `locale`, already loaded, the language of every message (the `t` macro of
 * @lingui/core/macro reads Lingui's global i18n). Synchronous, so the server, which activates a
 * page's locale just before its synchronous render, never mixes two pages' languages.
 */
export function activateLocale(locale: Locale): void {
  i18n.activate(locale);
}

/** The page's language, as the server wrote it in `<html lang>`; English for anything else. */
export function pageLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : SOURCE_LOCALE;
}
