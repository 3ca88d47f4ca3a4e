import { describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-page';
import { CODE_LICENSE, CONTENT_LICENSE } from '../../contract/license.js';
import type { PageRenderOptions } from '../../contract/pages.js';

// The home page asks the API nothing.
const options: PageRenderOptions = {
  fetchApi: () => Promise.resolve(new Response(null, { status: 404 })),
  sanitize: (html) => html,
};
/** Names that are no message of ours (contract/license.ts). */
const NAMES = [CONTENT_LICENSE.attribution, CONTENT_LICENSE.name, CODE_LICENSE.name];

/** What a reader sees or hears: the text between tags and the elements' labels. */
function shownText(html: string): string[] {
  const text = [...html.matchAll(/>([^<]+)</g)].map((match) => match[1]!);
  const labels = [...html.matchAll(/\s(?:aria-label|aria-valuetext|alt|title)="([^"]*)"/g)].map((match) => match[1]!);
  return [...text, ...labels].map((shown) => NAMES.reduce((rest, name) => rest.replaceAll(name, ''), shown).trim());
}

describe('a page rendered in a locale', () => {
  it('in the pseudo-locale shows no English word: every string of the page came from the catalogs', async () => {
    const page = await renderPage('http://quiz.test/', { ...options, locale: 'en-XA' });
    expect(page?.locale).toBe('en-XA');
    // Pseudo-localized text has accents on every Latin letter ("Ǫũĩź ĎōĴō"): English left is a string
    // that bypassed the catalogs.
    const english = [page!.title, page!.description, ...shownText(page!.html)].filter((text) =>
      /[A-Za-z]{2,}/.test(text),
    );
    expect(english).toEqual([]);
    expect(page!.html).toContain('Ţēśţ Ŷōũŕ Ćōďĩńĝ Śķĩĺĺ');
  });

  it('is in English when no locale is named, as every page is until addresses carry one', async () => {
    const page = await renderPage('http://quiz.test/', options);
    expect(page?.locale).toBe('en');
    expect(page!.title).toBe('Quiz Dojo');
    expect(page!.html).toContain('Test Your Coding Skill');
  });
});
