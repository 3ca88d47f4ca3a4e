import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-page';
import { BUILD_SETTINGS_FILE } from '../../contract/build-settings.js';
import { startTestServer } from '../testing/test-server.js';
import { readBuildSettings } from './build-settings.js';

const SHELL =
  '<!doctype html><html><head><meta name="description" content="Quiz Dojo" /><title>Quiz Dojo</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const API = 'https://api.example.org';

const folders: string[] = [];
afterEach(() => Promise.all(folders.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true }))));

/** A built client folder whose build wrote `settings` (or no settings file at all). */
async function clientDir(settings?: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-build-settings-'));
  folders.push(dir);
  await fs.writeFile(path.join(dir, 'index.html'), SHELL);
  if (settings !== undefined) await fs.writeFile(path.join(dir, BUILD_SETTINGS_FILE), settings);
  return dir;
}

const directive = (csp: unknown, name: string) =>
  String(csp)
    .split('; ')
    .find((part) => part.startsWith(`${name} `));

describe('a build made with VITE_API_URL', () => {
  it("lets its pages fetch from that API's origin and show its logos, and leaves the pages to the browser", async () => {
    const server = await startTestServer({
      clientDir: await clientDir(JSON.stringify({ apiUrl: `${API}/quiz` })),
      renderPage,
    });
    try {
      for (const url of ['/topics', '/sw.js', '/api/quiz']) {
        const { headers } = await server.app.inject({ url, headers: { host: 'quiz.test' } });
        expect(directive(headers['content-security-policy'], 'connect-src')).toBe(`connect-src 'self' ${API}`);
        expect(directive(headers['content-security-policy'], 'img-src')).toBe(`img-src 'self' data: ${API}`);
        expect(directive(headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
      }
      // This server's bank is not the one the page shows: no page from it, no 404 for a topic it lacks.
      const page = await server.app.inject({ url: '/topic/999', headers: { host: 'quiz.test' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
      expect(page.headers.link).toContain(`<${API}/quiz/api/quiz/999>; rel=preload; as=fetch`);
      const topics = await server.app.inject({ url: '/topics', headers: { host: 'quiz.test' } });
      expect(topics.body).not.toMatch(/<h1[^>]*>Topics<\/h1>/);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['a build for its own API', JSON.stringify({ apiUrl: null })],
    ['a build from before the file', undefined],
  ])('%s keeps the CSP to its own origin', async (_, settings) => {
    const server = await startTestServer({ clientDir: await clientDir(settings) });
    try {
      const { headers } = await server.app.inject({ url: '/topics', headers: { host: 'quiz.test' } });
      expect(directive(headers['content-security-policy'], 'connect-src')).toBe("connect-src 'self'");
      expect(directive(headers['content-security-policy'], 'img-src')).toBe("img-src 'self' data:");
    } finally {
      await server.close();
    }
  });

  it.each([
    ['not JSON', '{', /is not JSON/],
    [
      'a directive smuggled in',
      JSON.stringify({ apiUrl: "https://x.example; script-src 'unsafe-inline'" }),
      /apiUrl must be null or an http\(s\) URL/,
    ],
    ['another scheme', JSON.stringify({ apiUrl: 'javascript:alert(1)' }), /apiUrl must be null or an http\(s\) URL/],
  ])('a settings file that is %s stops the start-up, saying to build again', async (_, settings, message) => {
    const dir = await clientDir(settings);
    await expect(readBuildSettings(dir)).rejects.toThrow(message);
    await expect(readBuildSettings(dir)).rejects.toThrow(/npm run build/);
  });
});
