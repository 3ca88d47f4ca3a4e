import fs from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../contract/pages.js';
import { rawGet, rawRequest } from '../testing/raw-http.js';
import { startTestServer } from '../testing/test-server.js';
import { MAX_LEARNT_ORIGINS } from './origin.js';

let clientDir: string;
let renders = 0;
const countingRenderer: RenderPage = async () => {
  renders++;
  return { html: '<h1>Topics</h1>', title: 'Topics', description: 'Topics', data: '{}' };
};

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-hosts-'));
  await fs.writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Quiz Dojo</title><div id="root"></div>');
});
afterAll(() => fs.rm(clientDir, { recursive: true, force: true }));

describe('a flood of made-up Host headers', () => {
  it('renders for at most the first hosts seen, when none are configured, and answers the rest 421', async () => {
    const server = await startTestServer({ clientDir, renderPage: countingRenderer });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as net.AddressInfo;
    // 100 made-up hosts on the wire, from eight client addresses, each asking for a page and the API.
    const send = (i: number, target: string, host = `h${i}.flood.test`) =>
      rawRequest(port, rawGet(target, { host }), `127.0.0.${10 + (i % 8)}`);
    renders = 0;
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      for (const target of ['/topics', '/api/quiz']) statuses.push((await send(i, target)).status);
    }
    expect(renders).toBeLessThanOrEqual(MAX_LEARNT_ORIGINS);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2 * MAX_LEARNT_ORIGINS);
    expect(statuses.filter((status) => status === 421)).toHaveLength(200 - 2 * MAX_LEARNT_ORIGINS);
    const refused = await send(999, '/topics');
    expect(refused.body).toMatch(/^Misdirected request/);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
    // A host seen first still works, and health checks answer whatever the host.
    expect((await send(0, '/topics')).status).toBe(200);
    expect((await send(999, '/api/health')).status).toBe(200);
    expect(renders).toBeLessThanOrEqual(MAX_LEARNT_ORIGINS);
    await server.close();
  });

  it('answers only the hosts in ALLOWED_HOSTS, without rendering for any other', async () => {
    const server = await startTestServer({ clientDir, renderPage: countingRenderer, allowedHosts: ['quiz.test'] });
    renders = 0;
    const get = (url: string, host: string) => server.app.inject({ url, headers: { host } });
    const page = await get('/topics', 'evil.test');
    expect(page.statusCode).toBe(421);
    expect(page.body).toMatch(/^Misdirected request/);
    expect(page.headers['content-security-policy']).toBeDefined();
    const api = await get('/api/quiz', 'evil.test');
    expect(api.statusCode).toBe(421);
    expect(api.json()).toMatchObject({ status: false, data: null });
    expect(renders).toBe(0);
    expect((await get('/topics', 'QUIZ.test')).statusCode).toBe(200);
    expect((await get('/api/quiz', 'quiz.test')).statusCode).toBe(200);
    expect((await get('/api/ready', '10.0.0.11:3000')).statusCode).toBe(200);
    await server.close();
  });

  it('answers any host the same with PUBLIC_URL, since nothing depends on it', async () => {
    const server = await startTestServer({ clientDir, renderPage: countingRenderer, publicUrl: 'https://quiz.example' });
    renders = 0;
    for (let i = 0; i < 50; i++) {
      const response = await server.app.inject({ url: '/topics', headers: { host: `h${i}.flood.test` } });
      expect(response.statusCode).toBe(200);
    }
    expect(renders).toBe(1);
    await server.close();
  });
});
