import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-page';
import { ENGLISH_MANIFEST } from '../../vite.config';
import { startTestServer } from '../testing/test-server.js';

const BUILT = {
  ...ENGLISH_MANIFEST,
  start_url: '/',
  lang: 'en',
  scope: '/',
  id: '/',
  icons: [{ src: 'pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
};

let clientDir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-manifest-'));
  await fs.writeFile(path.join(clientDir, 'index.html'), '<html lang="en"><div id="root"></div></html>');
  await fs.writeFile(path.join(clientDir, 'manifest.webmanifest'), JSON.stringify(BUILT));
  server = await startTestServer({ clientDir, renderPage });
});
afterAll(async () => {
  await server.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

const get = (url: string) => server.app.inject({ method: 'GET', url });

describe("a locale's web app manifest", () => {
  it("is the build's, in the locale, starting at its pages, with the icons named from the root", async () => {
    const response = await get('/es/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/manifest+json');
    expect(response.json()).toEqual({
      ...BUILT,
      name: 'Quiz Dojo',
      short_name: 'Quiz Dojo',
      description: 'Practica preguntas de programación de opción múltiple, tema por tema, con o sin conexión.',
      lang: 'es',
      id: '/es/',
      start_url: '/es/',
      icons: [{ src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' }],
    });
    expect((await get('/zh-Hans/manifest.webmanifest')).json()).toMatchObject({
      lang: 'zh-Hans',
      start_url: '/zh-Hans/',
    });
  });

  it("in English is the build's own, whose texts are the catalogs' English", async () => {
    expect((await get('/manifest.webmanifest')).json()).toEqual(BUILT);
    const texts = await renderPage.manifestText!('en');
    expect(texts).toEqual({
      name: ENGLISH_MANIFEST.name,
      shortName: ENGLISH_MANIFEST.short_name,
      description: ENGLISH_MANIFEST.description,
    });
  });

  it('is no page for an address that is no locale', async () => {
    expect((await get('/fr/manifest.webmanifest')).statusCode).toBe(404);
  });
});
