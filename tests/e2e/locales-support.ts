import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Catalog, Locale } from '../../contract/locales';

/** Helpers of the locale specs (locales*.spec.ts, issue 35). */

const ROOT = path.resolve(import.meta.dirname, '..', '..');

/** The launch locales other than English, whose addresses carry their code first. */
export const TRANSLATED = ['es', 'pt-BR', 'de', 'zh-Hans'] as const;

/** The JavaScript topic, whose questions are translated into es and pt-BR (content/topics/javascript.md). */
export const JS_TOPIC = 2;

const catalogs = new Map<string, Map<string, string>>();

/**
 * A message as the catalog app/locales/<locale>/<catalog>.po translates it, with `{name}`
 * placeholders filled in: the tests expect what translators wrote, not text of their own.
 */
export function message(locale: Locale, catalog: Catalog, id: string, values: Record<string, string> = {}): string {
  const key = `${locale}/${catalog}`;
  let entries = catalogs.get(key);
  if (!entries) {
    entries = readPo(path.join(ROOT, 'app', 'locales', locale, `${catalog}.po`));
    catalogs.set(key, entries);
  }
  const text = entries.get(id);
  if (!text) throw new Error(`app/locales/${key}.po has no translation of "${id}"`);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** The single-line `msgid` / `msgstr` pairs of a Lingui .po file (the only shape it writes for these). */
function readPo(file: string): Map<string, string> {
  const entries = new Map<string, string>();
  const pair = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm;
  const unescape = (text: string) => JSON.parse(`"${text}"`) as string;
  for (const [, id, str] of fs.readFileSync(file, 'utf8').matchAll(pair)) {
    if (id && str) entries.set(unescape(id), unescape(str));
  }
  return entries;
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The question cards of a topic's page. */
export const questionCards = (page: Page) => page.getByRole('main').getByRole('listitem');

/** The document's language, as the server and the app set it. */
export async function expectHtmlLang(page: Page, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

/** The text of a question as a learner reads it (its HTML from the API, tags dropped). */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
