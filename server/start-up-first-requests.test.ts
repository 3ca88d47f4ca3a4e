import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './testing/free-port.js';
import { spawnServer } from './testing/spawn-server.js';
import { FIXTURE_CONTENT } from './testing/test-server.js';

// The page renderer, the page sanitizer, the content parsers and the OpenAPI document are loaded on
// first use, not at start-up: each kind of request must be answered in full when it is among the
// very first, all arriving at once.
const SHELL = '<!doctype html><html><head><title>Quiz Dojo</title></head><body><div id="root"></div></body></html>';
// A stand-in for the built app/render-page.tsx: lists the topics through the server's own API and
// passes markup through the sanitizer the server hands it.
const RENDERER = `export async function renderPage(url, { fetchApi, sanitize }) {
  const list = await (await fetchApi('/api/quiz', {})).json();
  const names = list.data.map((topic) => topic.name).join(', ');
  return { html: names + sanitize('<p>kept</p><img src=x onerror=alert(1)>'), title: 'Topics', description: 'd', data: 'null' };
}`;

const FIRST_REQUESTS: { url: string; expectation: (body: string) => void }[] = [
  {
    url: '/topics',
    expectation: (body) => expect(body).toContain('<div id="root">Alpha, Beta <Topic><p>kept</p></div>'),
  },
  { url: '/api/openapi.json', expectation: (body) => expect(JSON.parse(body)).toMatchObject({ openapi: '3.0.3' }) },
  { url: '/api/quiz/1', expectation: (body) => expect(JSON.parse(body)).toMatchObject({ data: { name: 'Alpha' } }) },
  { url: '/logos/beta.svg', expectation: (body) => expect(body).toMatch(/^<svg/) },
  // Drawn before the server listens: the PNG's signature, read as text.
  { url: '/logos/beta.png', expectation: (body) => expect(body.slice(1, 4)).toBe('PNG') },
];

let root: string;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-first-'));
  await fs.mkdir(path.join(root, 'client'));
  await fs.mkdir(path.join(root, 'render'));
  await fs.writeFile(path.join(root, 'client', 'index.html'), SHELL);
  await fs.writeFile(path.join(root, 'render', 'render-page.js'), RENDERER);
  await fs.cp(FIXTURE_CONTENT, path.join(root, 'content'), { recursive: true });
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

/** Sends every kind of request at once until each has been answered, from the moment the server listens. */
async function firstRequests(port: number) {
  const answers = new Map<string, { status: number; body: string }>();
  for (const deadline = Date.now() + 60_000; answers.size < FIRST_REQUESTS.length && Date.now() < deadline;) {
    await Promise.all(
      FIRST_REQUESTS.filter(({ url }) => !answers.has(url)).map(async ({ url }) => {
        const response = await fetch(`http://127.0.0.1:${port}${url}`).catch(() => undefined);
        if (response) answers.set(url, { status: response.status, body: await response.text() });
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return answers;
}

describe('the first requests after start-up', { timeout: 120_000 }, () => {
  it.each(['a new database (the content is imported)', 'the same database again (nothing to import)'])(
    'are each answered in full on %s',
    async () => {
      const port = await freePort();
      const server = spawnServer({
        PORT: String(port),
        DATABASE_URL: `file:${path.join(root, 'quiz.sqlite')}`,
        CONTENT_DIR: path.join(root, 'content'),
        CLIENT_DIR: path.join(root, 'client'),
      });
      try {
        const answers = await firstRequests(port);
        for (const { url, expectation } of FIRST_REQUESTS) {
          expect(answers.get(url)?.status, `${url}\n${server.output()}`).toBe(200);
          expectation(answers.get(url)!.body);
        }
        expect(server.output()).not.toMatch(/failed|error/i);
      } finally {
        server.child.kill('SIGTERM');
        expect(await server.exited).toBe(0);
      }
    },
  );
});
