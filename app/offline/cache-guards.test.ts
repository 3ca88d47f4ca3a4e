import { describe, expect, it } from 'vitest';
import { isLogo, isQuizAnswer, keepOnly, MAX_ANSWER_BYTES, MAX_LOGO_BYTES } from './cache-guards';

const JSON_TYPE = 'application/json; charset=utf-8';
const topic = {
  status: true,
  message: '2 questions',
  data: { id: 2, name: 'CSS', logo: '/logos/css.svg', questions: [] },
};
const list = { status: true, message: '1 topic', data: [{ id: 2, name: 'CSS', logo: '/logos/css.svg', total: 0 }] };
const answer = (body: unknown, type = JSON_TYPE) =>
  new Response(typeof body === 'string' || body instanceof Uint8Array ? (body as BodyInit) : JSON.stringify(body), {
    headers: { 'content-type': type },
  });

/** A body of `total` bytes in 64 KB chunks, with no Content-Length; counts the bytes it was asked for. */
function streamed(total: number, type: string) {
  const pulled = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x20);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { response: new Response(body, { headers: { 'content-type': type } }), pulled };
}

describe('which API answers the offline worker keeps', () => {
  it('keeps a topic and the topic list', async () => {
    expect(await isQuizAnswer(answer(topic))).toBe(true);
    expect(await isQuizAnswer(answer(list))).toBe(true);
    expect(await isQuizAnswer(answer(topic, 'Application/JSON'))).toBe(true);
  });

  it.each([
    ['a captive portal page', answer('<!doctype html><title>Sign in to the Wi-Fi</title>', 'text/html')],
    ['JSON sent as text/html', answer(topic, 'text/html; charset=utf-8')],
    ['JSON with no type', new Response(JSON.stringify(topic))],
    ['JSON that does not parse', answer('{"status":true,')],
    ['an error envelope', answer({ status: false, message: 'Not found', data: null })],
    ['a topic with no questions list', answer({ status: true, data: { id: 2 } })],
    ['no data', answer({ status: true, message: 'ok' })],
    ['a bare array', answer([1, 2])],
  ])('refuses %s', async (_, response) => {
    expect(await isQuizAnswer(response)).toBe(false);
  });

  it('refuses an answer over the size limit from its Content-Length, without reading it', async () => {
    const response = new Response('{}', { headers: { 'content-type': JSON_TYPE, 'content-length': '20971520' } });
    expect(await isQuizAnswer(response)).toBe(false);
  });

  it('refuses a 20 MB answer with no Content-Length after reading just past the limit', async () => {
    const { response, pulled } = streamed(20 * 1024 * 1024, JSON_TYPE);
    expect(await isQuizAnswer(response)).toBe(false);
    expect(pulled.bytes).toBeLessThan(MAX_ANSWER_BYTES + 256 * 1024);
  });

  it('keeps a valid answer just under the limit', async () => {
    const padding = 'x'.repeat(MAX_ANSWER_BYTES - 200);
    expect(await isQuizAnswer(answer({ ...topic, message: padding }))).toBe(true);
  });
});

describe('which logos the offline worker keeps', () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0h24v24H0z"/></svg>';
  // A 1 px transparent PNG, as the page's own Uint8Array (jsdom's, not Node's Buffer).
  const png = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
    (char) => char.charCodeAt(0),
  );

  it('keeps an SVG logo', async () => {
    expect(await isLogo(answer(svg, 'image/svg+xml; charset=utf-8'))).toBe(true);
  });

  it('keeps a PNG logo', async () => {
    expect(await isLogo(answer(png, 'image/png'))).toBe(true);
  });

  it('refuses a page, another image type, a page sent as PNG and a logo over the limit', async () => {
    expect(await isLogo(answer('<!doctype html><p>Sign in</p>', 'text/html'))).toBe(false);
    expect(await isLogo(answer('GIF89a', 'image/gif'))).toBe(false);
    expect(await isLogo(answer('<!doctype html><p>Sign in</p>', 'image/png'))).toBe(false);
    expect(await isLogo(streamed(MAX_LOGO_BYTES + 1, 'image/svg+xml').response)).toBe(false);
    expect(await isLogo(streamed(MAX_LOGO_BYTES + 1, 'image/png').response)).toBe(false);
  });
});

describe('the Workbox plugin', () => {
  const plugin = keepOnly(isQuizAnswer);
  const request = new Request('https://quiz.test/api/quiz/2');
  const event = new Event('fetch') as ExtendableEvent;
  const cacheWillUpdate = (response: Response) =>
    plugin.cacheWillUpdate!({ request, response, event, state: undefined });

  it('hands a kept answer on with its body unread, so the cache stores it whole', async () => {
    const kept = await cacheWillUpdate(answer(topic));
    expect(kept).toBeInstanceOf(Response);
    expect(await kept!.json()).toEqual(topic);
  });

  it('answers null for what must not be kept, so Workbox does not store it', async () => {
    expect(await cacheWillUpdate(answer('<html></html>', 'text/html'))).toBeNull();
  });
});
