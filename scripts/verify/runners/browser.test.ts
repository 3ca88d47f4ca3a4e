import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROME_PATH } from '../../lib/chromium.js';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';

const { context, dispose } = createContext(10_000);
afterAll(dispose);
const verify = (html: string, expected: string) => verifyClaim(claim('browser', html, expected), context);
const installed = fs.existsSync(CHROME_PATH);

describe.skipIf(!installed && process.env.QUIZ_DOJO_REQUIRE_BROWSER !== '1')('browser', () => {
  it('proves a claim from console.log lines, in an 800x600 viewport, until two frames after load', async () => {
    const html = `<!doctype html><p id="p">Hi</p><script>
console.log('script', document.getElementById('p').textContent, innerWidth + 'x' + innerHeight);
addEventListener('load', () => {
  console.log('load');
  requestAnimationFrame(() => requestAnimationFrame(() => {
    console.log('second frame');
    requestAnimationFrame(() => console.log('third frame'));
  }));
});
</script>`;
    expect(await verify(html, 'script Hi 800x600\nload\nsecond frame')).toEqual({ status: 'proven' });
  }, 30_000);

  it('fails a wrong claim and shows what was logged; a fresh context per question', async () => {
    const html = `<script>console.log(localStorage.getItem('seen')); localStorage.setItem('seen', 'yes');</script>`;
    expect(await verify(html, 'null')).toEqual({ status: 'proven' });
    expect(await verify(html, 'yes')).toMatchObject({ status: 'failed', expected: 'yes', actual: 'null' });
  }, 30_000);

  it('blocks every request but the document: a server on this machine receives nothing', async () => {
    const requests: string[] = [];
    const server = http.createServer((request, response) => {
      requests.push(request.url ?? '');
      response.setHeader('access-control-allow-origin', '*');
      response.end('reached');
    });
    server.on('upgrade', (request, socket) => {
      requests.push(request.url ?? '');
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const html = `<img src="${origin}/image.png"><link rel="stylesheet" href="${origin}/style.css">
<script>
fetch('${origin}/fetch');
new WebSocket('${origin.replace('http', 'ws')}/socket');
const xhr = new XMLHttpRequest();
xhr.open('GET', '${origin}/xhr', false);
try {
  xhr.send();
  console.log(xhr.responseText);
} catch (error) {
  console.log('blocked', error.name);
}
</script>`;
    try {
      expect(await verify(html, 'blocked NetworkError')).toEqual({ status: 'proven' });
      expect(requests).toEqual([]);
    } finally {
      server.close();
    }
  }, 30_000);

  it('serves the responses a document declares, under the browser rules: cookies, CORS, framing', async () => {
    const declared = {
      'http://quiz-dojo.invalid/': { headers: { 'set-cookie': 'sid=1; HttpOnly\ntheme=dark' } },
      'http://api.quiz-dojo.invalid/any': { headers: { 'access-control-allow-origin': '*', 'x-id': '7' }, body: 'any' },
      'http://api.quiz-dojo.invalid/exposed': {
        headers: { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'x-id', 'x-id': '7' },
      },
      // Playwright adds Access-Control-Allow-Origin to a response without it (CONTRIBUTING.md says so).
      'http://api.quiz-dojo.invalid/bare': { body: 'bare' },
      'http://app.quiz-dojo.invalid/': {
        headers: { 'content-type': 'text/html', 'x-frame-options': 'DENY' },
        body: '<script>parent.postMessage("framed", "*")</script>',
      },
    };
    const html = `<script type="application/x-quiz-dojo-responses">${JSON.stringify(declared).replace(/<\//g, '<\\/')}</script>
<iframe src="http://app.quiz-dojo.invalid/"></iframe>
<script>
addEventListener('message', (event) => console.log(event.data));
console.log(document.cookie);
for (const [path, credentials] of [['any', false], ['any', true], ['exposed', false], ['bare', true], ['missing', false]]) {
  const xhr = new XMLHttpRequest();
  xhr.open('GET', 'http://api.quiz-dojo.invalid/' + path, false);
  xhr.withCredentials = credentials;
  try {
    xhr.send();
    console.log(path, xhr.responseText, xhr.getResponseHeader('x-id'));
  } catch (error) {
    console.log(path, credentials, error.name);
  }
}
</script>`;
    const logged =
      'theme=dark\nany any null\nany true NetworkError\nexposed  7\nbare bare null\nmissing false NetworkError';
    expect(await verify(html, logged)).toEqual({ status: 'proven' });
    // The same frame without X-Frame-Options loads and says so.
    const framed = html.replace(',"x-frame-options":"DENY"', '');
    expect(await verify(framed, logged)).toMatchObject({ status: 'failed', actual: `${logged}\nframed` });
  }, 30_000);

  it('refuses a declaration that is not JSON or names a host outside quiz-dojo.invalid, saying why', async () => {
    const block = (json: string) => `<script type="application/x-quiz-dojo-responses">${json}</script>`;
    expect(await verify(block('{'), '')).toMatchObject({
      status: 'not-executed',
      reason: expect.stringMatching(/is not JSON/),
    });
    const outside = block('{"http://127.0.0.1:8080/": {"body": "x"}}');
    expect(await verify(outside, '')).toMatchObject({
      status: 'not-executed',
      reason: expect.stringMatching(/127\.0\.0\.1:8080.*quiz-dojo\.invalid/),
    });
  }, 30_000);

  it('stops a page that never finishes loading at the time limit', async () => {
    const short = createContext(2000);
    try {
      const outcome = await verifyClaim(claim('browser', '<script>while (true) {}</script>', ''), short.context);
      expect(outcome).toMatchObject({ status: 'failed', why: expect.stringMatching(/timed out/) });
    } finally {
      await short.dispose();
    }
  }, 30_000);
});
