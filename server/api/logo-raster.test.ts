import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicDetailResponseSchema, topicListResponseSchema } from '../../contract/quiz.js';
import { FIXTURE_CONTENT, startTestServer } from '../testing/test-server.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HOST = { host: 'quiz.test:3000' };

type Server = Awaited<ReturnType<typeof startTestServer>>;
const get = (server: Server, url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url, headers: { ...HOST, ...headers } });
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

describe('the logos as PNG, for every bundled topic', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer({ contentSource: path.resolve('content') });
  });
  afterAll(() => server.close());

  it('names a PNG beside each SVG, and serves it 192 px square with a transparent background', async () => {
    const { data } = topicListResponseSchema.parse((await get(server, '/api/quiz')).json());
    expect(data.length).toBeGreaterThanOrEqual(20);
    for (const topic of data) {
      expect(topic.logo).toMatch(/^http:\/\/quiz\.test:3000\/logos\/[a-z0-9-]+\.svg\?v=\d+$/);
      expect(topic.logoRaster).toBe(topic.logo.replace('.svg?', '.png?'));
      const response = await get(server, pathOf(topic.logoRaster!), { origin: 'http://elsewhere.test' });
      expect(response.statusCode, topic.name).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
      const meta = await sharp(response.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, alpha: meta.hasAlpha }).toEqual({
        format: 'png',
        width: 192,
        height: 192,
        alpha: true,
      });
    }
  });

  it('draws the logo itself, not an empty square', async () => {
    const { data } = topicListResponseSchema.parse((await get(server, '/api/quiz')).json());
    const png = (await get(server, pathOf(data[0]!.logoRaster!))).rawPayload;
    const { channels } = await sharp(png).stats();
    // The alpha channel: fully clear corners and an opaque mark.
    expect(channels[3]!.min).toBe(0);
    expect(channels[3]!.max).toBe(255);
  });

  it('answers a known PNG again with 304 for its ETag, and caches it as long as the SVG', async () => {
    const { data } = topicListResponseSchema.parse((await get(server, '/api/quiz')).json());
    const first = await get(server, pathOf(data[0]!.logoRaster!));
    expect(first.headers['cache-control']).toBe((await get(server, pathOf(data[0]!.logo))).headers['cache-control']);
    const again = await get(server, pathOf(data[0]!.logoRaster!), { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('names the PNG in a topic answer too, filtered or not', async () => {
    const { data } = topicListResponseSchema.parse((await get(server, '/api/quiz')).json());
    const id = data[0]!.id;
    for (const url of [`/api/quiz/${id}`, `/api/quiz/${id}?limit=1`]) {
      const body = (await get(server, url)).json();
      expect(topicDetailResponseSchema.parse(body).data.logo, url).toBe(data[0]!.logo);
      expect(body.data.logoRaster, url).toMatch(/^http:\/\/quiz\.test:3000\/logos\/[a-z0-9-]+\.png\?v=\d+$/);
      expect(body.data.logoRaster, url).toBe(data[0]!.logoRaster);
    }
  });

  it("answers an unknown logo with 404 and the API's error envelope", async () => {
    for (const url of ['/logos/no-such-topic.png', '/logos/no-such-topic.svg']) {
      const response = await get(server, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({
        status: false,
        message: expect.stringMatching(/^There is no logo no-such-topic\.(png|svg); GET \/api\/quiz names/),
        data: null,
      });
    }
    expect((await get(server, '/logos/Bad.png')).statusCode).toBe(400);
  });
});

describe('a logo sharp cannot draw', () => {
  let server: Server;
  let content: string;
  beforeAll(async () => {
    content = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-raster-'));
    await fs.cp(FIXTURE_CONTENT, content, { recursive: true });
    // Valid to the sanitizer, but librsvg refuses an image of no size.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="0" height="0" viewBox="0 0 24 24"><path d="M2 2h20v20H2z"/></svg>';
    await fs.writeFile(path.join(content, 'logos', 'beta.svg'), svg);
    server = await startTestServer({ contentSource: content });
  });
  afterAll(async () => {
    await server.close();
    await fs.rm(content, { recursive: true, force: true });
  });

  it('answers its PNG address with the SVG, under its own type, and the other topics with their PNGs', async () => {
    const response = await get(server, '/api/quiz');
    expect(response.statusCode).toBe(200);
    const [alpha, beta] = topicListResponseSchema.parse(response.json()).data;
    const alphaPng = await get(server, pathOf(alpha!.logoRaster!));
    expect(alphaPng.headers['content-type']).toBe('image/png');
    expect(alphaPng.rawPayload.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(beta!.logoRaster).toMatch(/\/logos\/beta\.png\?v=\d+$/);
    const svg = await get(server, pathOf(beta!.logo));
    const betaPng = await get(server, pathOf(beta!.logoRaster!));
    expect(betaPng.statusCode).toBe(200);
    expect(betaPng.headers['content-type']).toBe(svg.headers['content-type']);
    expect(betaPng.body).toBe(svg.body);
    expect(betaPng.body).toContain('width="0"');
  });
});
