import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../app/render-page';
import { PAGE_DATA_ID, type RenderPage } from '../../contract/pages.js';
import { topicDetailResponseSchema } from '../../contract/quiz.js';
import { startTestServer } from '../testing/test-server.js';

// The real renderer of app/render-page.tsx against the real server and database.
const SHELL =
  '<!doctype html><html><head><meta name="description" content="Quiz Dojo" /><title>Quiz Dojo</title>' +
  '<script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

let clientDir: string;
let server: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-pages-'));
  await fs.writeFile(path.join(clientDir, 'index.html'), SHELL);
  server = await startTestServer({ clientDir, renderPage });
});
afterAll(async () => {
  await server.close();
  await fs.rm(clientDir, { recursive: true, force: true });
});

const get = (app: typeof server.app, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'quiz.test', ...headers } });

function pageData(html: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`).exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe('pages rendered on the server', () => {
  it('sends the topics page with its heading, every topic, its head and the data the browser reuses', async () => {
    const response = await get(server.app, '/topics');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/<h1[^>]*>Topics<\/h1>/);
    expect(response.body).toContain('<title>Topics – Quiz Dojo</title>');
    expect(response.body).toContain('<meta name="description" content="Pick a coding topic');
    const api = (await get(server.app, '/api/quiz')).json();
    // The fixture's "Beta <Topic>" arrives as text, never as an element.
    const asText = (name: string) => name.replace(/&/g, '&amp;').replace(/</g, '&lt;');
    for (const topic of api.data) expect(response.body).toContain(`>${asText(topic.name)}</h2>`);
    expect(response.body).not.toContain('<Topic>');
    expect(pageData(response.body)).toEqual({ loaderData: { '0-2': api.data } });
    expect(response.headers.link ?? '').not.toMatch(/\/api\/quiz/);
  });

  it('sends a topic page with every question, its controls enabled for the card to hear when it is first used', async () => {
    const response = await get(server.app, '/topic/1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Quiz of Alpha<\/h1>/);
    expect(response.body).toContain('What does <code>1 + 1</code> give?');
    const api = topicDetailResponseSchema.parse((await get(server.app, '/api/quiz/1')).json());
    const numbers = [...response.body.matchAll(/<strong[^>]*>Quiz (\d+):<\/strong>/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(api.data.questions.map((_, index) => index + 1));
    expect(response.body.match(/<input type="radio"/g)).toHaveLength(api.data.questions.length * 4);
    expect(response.body).not.toMatch(/<input type="radio"[^>]*disabled/);
    // The loader hands over question HTML already reduced to the allowlist: no attribute survives.
    const questions = api.data.questions.map((question) => ({
      ...question,
      question: question.question.replace(' class="language-js"', ''),
    }));
    expect(pageData(response.body)).toEqual({ loaderData: { '0-3': { ...api.data, questions } } });
  });

  it('compresses the page and answers a repeat visit with 304', async () => {
    const first = await get(server.app, '/blog', { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<title>Blog – Quiz Dojo</title>');
    const again = await get(server.app, '/blog', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it.each(['/statistics', '/topics?sort=name', '/quiz', '/quiz?topic=all&count=5'])(
    'leaves %s to the browser: the bare shell, with 200',
    async (url) => {
      const response = await get(server.app, url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    },
  );

  it.each([
    ['/topic/9999', 404],
    ['/topic/99999/', 404],
    ['/topic/abc', 400],
  ])('answers %s, a topic the server knows is missing, with %i and the shell that shows why', async (url, status) => {
    const response = await get(server.app, url);
    expect(response.statusCode).toBe(status);
    expect(response.body).toBe(SHELL);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('reduces question HTML to the allowlist, and renders anew when the content changes', async () => {
    const before = (await get(server.app, '/topic/1')).body;
    const hostile = '<p onclick="x()">Which <em>one</em>?</p><script>alert(1)</script><img src=x onerror=alert(2)>';
    await server.db.updateTable('questions').set({ question_html: hostile }).where('topic_id', '=', 1).execute();
    await server.db
      .updateTable('content_state')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .execute();
    await server.app.quizStore.refresh();
    const after = (await get(server.app, '/topic/1')).body;
    expect(after).not.toBe(before);
    const root = /<div id="root">(.*)<\/div><script type="application\/json"/s.exec(after)![1]!;
    expect(root).toContain('<p>Which <em>one</em>?</p>');
    expect(root).not.toMatch(/<script|<img|onclick|onerror/);
    expect(JSON.stringify(pageData(after))).not.toMatch(/script|<img|onclick|onerror/);
  });

  it('sends the shell when rendering fails, and says so in the log', async () => {
    const failing: RenderPage = () => Promise.reject(new Error('render broke'));
    const lines: string[] = [];
    const other = await startTestServer({
      clientDir,
      renderPage: failing,
      logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
    });
    const response = await get(other.app, '/topics');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
    expect(lines.join('')).toMatch(/rendering a page failed/);
    expect(lines.join('')).toMatch(/render broke/);
    await other.close();
  });

  it('sends the shell while the database is unreachable, so the browser reports it', async () => {
    const other = await startTestServer({ clientDir, renderPage });
    await other.db.destroy();
    await other.app.quizStore.refresh();
    expect((await get(other.app, '/topics')).body).toBe(SHELL);
    await other.app.close();
    await other.workspace.cleanup();
  });
});
