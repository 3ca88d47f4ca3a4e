import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-page';
import { startTestServer } from '../testing/test-server.js';
import { translatedFixtureContent } from '../testing/translation-fixture.js';

// The real renderer against the real server, on the fixture content with its translations:
// es/alpha has first-question current and second-question stale.
const SHELL =
  '<!doctype html><html lang="en"><head><meta name="description" content="Quiz Dojo" /><title>Quiz Dojo</title>' +
  '<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>';

let clientDir: string;
let cleanup: () => Promise<void>;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-locale-pages-'));
  await fs.writeFile(path.join(clientDir, 'index.html'), SHELL);
  const content = await translatedFixtureContent();
  cleanup = content.cleanup;
  server = await startTestServer({ clientDir, renderPage, contentSource: content.dir });
});
afterAll(async () => {
  await server.close();
  await cleanup();
  await fs.rm(clientDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url, headers: { host: 'quiz.test' } });
  expect(response.statusCode).toBe(200);
  return new JSDOM(response.body).window.document;
};

describe('a page rendered in a locale', () => {
  it('says its language, its manifest and its addresses in every launch language', async () => {
    const document = await page('/es/topics');
    expect(document.documentElement.lang).toBe('es');
    expect(document.querySelector('h1')?.textContent).toBe('Temas');
    expect(document.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe('/es/manifest.webmanifest');
    const alternates = [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(alternates).toEqual([
      ['en', 'http://quiz.test/topics'],
      ['es', 'http://quiz.test/es/topics'],
      ['pt-BR', 'http://quiz.test/pt-BR/topics'],
      ['de', 'http://quiz.test/de/topics'],
      ['zh-Hans', 'http://quiz.test/zh-Hans/topics'],
      ['x-default', 'http://quiz.test/topics'],
    ]);
    // The topics' names as the locale's translations give them.
    expect([...document.querySelectorAll('h2')].map((h2) => h2.textContent)).toContain('Alfa');
  });

  it("shows a current translation in the page's language, and a stale one in English, marked", async () => {
    const document = await page('/es/topic/1');
    const cards = [...document.querySelectorAll('li')].filter((li) => li.querySelector('[role="radiogroup"]'));
    expect(cards).toHaveLength(2);
    const [current, stale] = cards;
    expect(current!.textContent).toContain('¿Qué da 1 + 1?');
    expect(current!.querySelector('[lang="en"]')).toBeNull();
    expect(stale!.querySelector('.question-html')?.getAttribute('lang')).toBe('en');
    expect(stale!.querySelector('[role="radiogroup"]')?.getAttribute('lang')).toBe('en');
    expect(stale!.textContent).toContain('Se muestra en inglés: esta pregunta aún no tiene una traducción al día.');
  });

  it('in English marks nothing, as every question is in the page’s language', async () => {
    const document = await page('/topic/1');
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelectorAll('[role="radiogroup"]').length).toBe(2);
    expect(document.querySelector('.question-html[lang], [role="radiogroup"][lang]')).toBeNull();
  });
});

describe('the shell of a page the browser renders', () => {
  it("says the page's language and its manifest from the first byte, and stays English for English", async () => {
    const shellOf = async (url: string, status: number) => {
      const response = await server.app.inject({ method: 'GET', url, headers: { host: 'quiz.test' } });
      expect(response.statusCode, url).toBe(status);
      const document = new JSDOM(response.body).window.document;
      expect(document.querySelector('#root')?.innerHTML, url).toBe('');
      return [document.documentElement.lang, document.querySelector('link[rel="manifest"]')?.getAttribute('href')];
    };
    expect(await shellOf('/de/statistics', 200)).toEqual(['de', '/de/manifest.webmanifest']);
    expect(await shellOf('/es/topic/1?mode=shuffle', 200)).toEqual(['es', '/es/manifest.webmanifest']);
    expect(await shellOf('/zh-Hans/nowhere', 404)).toEqual(['zh-Hans', '/zh-Hans/manifest.webmanifest']);
    expect(await shellOf('/statistics', 200)).toEqual(['en', '/manifest.webmanifest']);
  });
});
