import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-page';
import { CODE_LICENSE, CONTENT_LICENSE } from '../../contract/license.js';
import { localePath } from '../../contract/locales.js';
import type { PageRenderOptions } from '../../contract/pages.js';
import { startTestServer } from '../testing/test-server.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
/** Every string of the API's answers: the bank's text, which no catalog translates. */
let bankText: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const list = (await server.app.inject({ method: 'GET', url: '/api/quiz' })).json<{ data: { id: number }[] }>();
  const topics = await Promise.all(
    list.data.map(async ({ id }) => (await server.app.inject({ method: 'GET', url: `/api/quiz/${id}` })).json()),
  );
  bankText = stringsOf([list, topics]).flatMap((text) => [text, text.replace(/<[^>]*>/g, '')]);
});
afterAll(() => server.close());

const options = (): PageRenderOptions => ({
  fetchApi: async (url) => {
    const answer = await server.app.inject({ method: 'GET', url });
    return new Response(answer.body, { status: answer.statusCode, headers: { 'content-type': 'application/json' } });
  },
  sanitize: (html) => html,
});
/** Names that are no message of ours (contract/license.ts). */
const NAMES = [CONTENT_LICENSE.attribution, CONTENT_LICENSE.name, CODE_LICENSE.name];

function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/**
 * What a reader sees or hears in the page's language: the text of the page and the elements' labels,
 * leaving out what is marked as another language (`lang`), such as the switch's names of languages.
 */
function shownText(html: string): string[] {
  const { document, NodeFilter } = new JSDOM(`<body>${html}</body>`).window;
  const ownLanguage = (node: Node) => !node.parentElement?.closest('[lang]');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const text: string[] = [];
  while (walker.nextNode()) if (ownLanguage(walker.currentNode)) text.push(walker.currentNode.textContent ?? '');
  const labelled = [...document.querySelectorAll('[aria-label], [aria-valuetext], [alt], [title]')];
  const labels = labelled
    .filter((element) => !element.closest('[lang]'))
    .flatMap((element) =>
      ['aria-label', 'aria-valuetext', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
  return [...text, ...labels].map((shown) => NAMES.reduce((rest, name) => rest.replaceAll(name, ''), shown));
}

/** Words of plain English: pseudo-localized text has accents on every Latin letter ("Ǫũĩź ĎōĴō"). */
const english = (text: string) =>
  text
    .split(/[^A-Za-z\u00C0-\u024F]+/)
    .filter((word) => /^[A-Za-z]{2,}$/.test(word) && !bankText.some((bank) => bank.includes(word)));

describe('a page rendered in a locale', () => {
  it.each(['/', '/topics', '/topic/1', '/review', '/blog'])(
    "%s in the pseudo-locale shows no English word but the bank's: every string came from the catalogs",
    async (path) => {
      const page = await renderPage(`http://quiz.test${localePath('en-XA', path)}`, { ...options(), locale: 'en-XA' });
      expect(page?.locale).toBe('en-XA');
      const left = [page!.title, page!.description, ...shownText(page!.html)].flatMap(english);
      expect(
        left,
        [page!.title, page!.description, ...shownText(page!.html)].filter((s) => english(s).length).join('\n'),
      ).toEqual([]);
    },
  );

  it('in the pseudo-locale is accented', async () => {
    const page = await renderPage('http://quiz.test/en-XA/', { ...options(), locale: 'en-XA' });
    expect(page!.html).toContain('Ţēśţ Ŷōũŕ Ćōďĩńĝ Śķĩĺĺ');
  });

  it('in Spanish links to the Spanish addresses, and the switch to the same page in the others', async () => {
    const page = await renderPage('http://quiz.test/es/topics', { ...options(), locale: 'es' });
    expect(page!.title).toBe('Temas – Quiz Dojo');
    const { document } = new JSDOM(page!.html).window;
    const hrefs = [...document.querySelectorAll('a[href^="/"]:not([hreflang])')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/es/topics');
    expect(hrefs).toContain('/es/topic/1');
    // The logo's link to the home page is /es, as React Router writes its basename.
    expect(hrefs.filter((href) => href !== '/es' && !href!.startsWith('/es/'))).toEqual([]);
    const languages = [...document.querySelectorAll('a[hreflang]')].map((a) => a.getAttribute('href'));
    expect(new Set(languages)).toEqual(
      new Set(['/topics', '/es/topics', '/pt-BR/topics', '/de/topics', '/zh-Hans/topics']),
    );
  });

  it('is in English when no locale is named', async () => {
    const page = await renderPage('http://quiz.test/', options());
    expect(page?.locale).toBe('en');
    expect(page!.title).toBe('Quiz Dojo');
    expect(page!.html).toContain('Test Your Coding Skill');
  });
});
