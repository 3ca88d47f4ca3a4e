import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../testing/test-server.js';

let server: Awaited<ReturnType<typeof startTestServer>>;
let clientDir: string;
const SHELL =
  '<!doctype html><title>Quiz Dojo</title><script type="module" src="/assets/index-abc123.js"></script><div id="root"></div>';

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-client-'));
  await fs.mkdir(path.join(clientDir, 'assets'));
  await fs.writeFile(path.join(clientDir, 'index.html'), SHELL);
  await fs.writeFile(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log("app")');
  await fs.writeFile(path.join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log("app")'));
  await fs.writeFile(path.join(clientDir, 'assets', 'index-abc123.js'), 'export const app = 1;');
  await fs.writeFile(
    path.join(clientDir, 'assets', 'route-topic-def456.js'),
    'import{a}from"./index-abc123.js";import{b}from"./api-789xyz.js";import"./gone-000.js";',
  );
  await fs.writeFile(path.join(clientDir, 'assets', 'api-789xyz.js'), 'export const b = 2;');
  // A module that shares a screen's name (as app/lib/review.ts once did) is not that screen's chunk.
  await fs.writeFile(path.join(clientDir, 'assets', 'topic-aaa111.js'), 'export const c = 3;');
  // Each language's messages: the shell's on every page, the screens' with a screen's chunk; the
  // pseudo-locale's are never hinted for an English page.
  const catalogs = ['locale-en.shell-Czw-S5hi', 'locale-en.screens-Dq4_aa1Z', 'locale-en.account-Kk29fQ3x'];
  for (const file of [...catalogs, 'locale-es.shell-Bq1-aa2Z', 'locale-es.screens-Cc3_bb4Y']) {
    await fs.writeFile(path.join(clientDir, 'assets', `${file}.js`), 'export const messages = {};');
  }
  await fs.writeFile(path.join(clientDir, 'assets', 'locale-en-XA.shell-CWOzlGZZ.js'), 'export const messages = {};');
  await fs.writeFile(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await fs.writeFile(path.join(clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  await fs.writeFile(path.join(clientDir, 'manifest.webmanifest'), '{"name":"Quiz Dojo"}');
  server = await startTestServer({ clientDir });
});
afterAll(async () => {
  await server.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the web app', () => {
  it.each(['/', '/home', '/topics', '/topic/1', '/statistics', '/blog', '/blog/', '/quiz', '/quiz?topic=2'])(
    'answers the page %s with the app shell',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/nope', '/topic/1/extra', '/topics/x', '/index.htm', '/quiz/1'])(
    'answers the unknown page %s with the shell and 404',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(SHELL);
    },
  );

  it('hints the chunks, the messages and the data of a topic page, not the entry the shell loads anyway', async () => {
    expect((await get('/topic/1')).headers.link).toBe(
      '</assets/route-topic-def456.js>; rel=modulepreload, </assets/api-789xyz.js>; rel=modulepreload, ' +
        '</assets/locale-en.shell-Czw-S5hi.js>; rel=modulepreload, ' +
        '</assets/locale-en.screens-Dq4_aa1Z.js>; rel=modulepreload, ' +
        '</api/quiz/1>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });

  it('hints the messages and the topic list for the pages that load it', async () => {
    expect((await get('/topics')).headers.link).toBe(
      '</assets/locale-en.shell-Czw-S5hi.js>; rel=modulepreload, </assets/locale-en.screens-Dq4_aa1Z.js>; ' +
        'rel=modulepreload, </api/quiz>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });

  it('hints only the shell messages for the landing page, whose screen is in the entry', async () => {
    expect((await get('/')).headers.link).toBe('</assets/locale-en.shell-Czw-S5hi.js>; rel=modulepreload');
  });

  it('hints all three catalogs for the account screens', async () => {
    const link = (await get('/account')).headers.link as string;
    expect(link.match(/locale-en\.\w+/g)).toEqual(['locale-en.shell', 'locale-en.screens', 'locale-en.account']);
  });

  it.each(['/nope', '/topic/1/extra'])('sends no hint for the unknown page %s', async (url) => {
    expect((await get(url)).headers.link).toBeUndefined();
  });

  it('serves hashed assets for a year, precompressed when accepted', async () => {
    const response = await get('/assets/main-abc123.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('serves the bare shell at /index.html, for the offline worker to keep', async () => {
    const response = await get('/index.html');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/sw.js', 'text/javascript; charset=utf-8'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ])('has browsers revalidate %s on every load, so a new deployment is seen at once', async (url, type) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/../package.json',
    '/assets/../../package.json',
    '/%2e%2e/package.json',
    '/.env',
    '/server/app.ts',
    '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
  ])('never serves a file outside the build: %s', async (url) => {
    const response = await get(url);
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toContain('"name": "quiz-dojo"');
    expect(response.body).not.toContain('buildApp');
  });
});

describe('a visit to an English address from outside the site', () => {
  const es = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };

  it("goes once to the browser's language, remembered, and is stored by no cache", async () => {
    const response = await get('/topics', es);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/es/topics');
    expect(response.headers['set-cookie']).toMatch(/^quiz-dojo-lang=es; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers.vary).toBe('Accept-Language, Cookie');
  });

  it.each([
    ['zh-CN,zh;q=0.9', '/', '/zh-Hans/'],
    ['pt-PT', '/topic/1', '/pt-BR/topic/1'],
    ['fr-FR, de;q=0.5', '/quiz?topic=2', '/de/quiz?topic=2'],
  ])('with %s goes from %s to %s', async (languages, from, to) => {
    expect((await get(from, { 'accept-language': languages })).headers.location).toBe(to);
  });

  it.each(['en-GB,en;q=0.9', 'fr-FR', 'zh-TW', '*', ''])('stays in English for %j', async (languages) => {
    expect((await get('/topics', { 'accept-language': languages })).statusCode).toBe(200);
  });

  it('follows the language chosen last over the browser’s, and English chosen stays', async () => {
    expect((await get('/topics', { ...es, cookie: 'quiz-dojo-lang=en' })).statusCode).toBe(200);
    expect((await get('/review', { ...es, cookie: 'quiz-dojo-lang=de' })).headers.location).toBe('/de/review');
    // An unknown value is no choice: the browser's languages decide.
    expect((await get('/review', { ...es, cookie: 'quiz-dojo-lang=xx' })).headers.location).toBe('/es/review');
  });

  it('never moves a navigation within the site, a page already in a language, or no page', async () => {
    expect((await get('/topics', { ...es, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect((await get('/de/topics', es)).statusCode).toBe(200);
    expect((await get('/nope', es)).statusCode).toBe(404);
    expect((await get('/api/quiz', es)).statusCode).not.toBe(302);
  });

  it("hints a page's catalogs and data in its own language", async () => {
    expect((await get('/es/topics')).headers.link).toBe(
      '</assets/locale-es.shell-Bq1-aa2Z.js>; rel=modulepreload, </assets/locale-es.screens-Cc3_bb4Y.js>; ' +
        'rel=modulepreload, </api/quiz?lang=es>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });
});
