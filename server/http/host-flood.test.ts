import fs from 'node:fs/promises';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RenderPage } from '../../contract/pages.js';
import { rawGet, rawRequest } from '../testing/raw-http.js';
import { startTestServer } from '../testing/test-server.js';
import { FORGET_LEARNT_AFTER_MS, MAX_LEARNT_ORIGINS } from './origin.js';

let clientDir: string;
let renders = 0;
const countingRenderer: RenderPage = async () => {
  renders++;
  return { locale: 'en', html: '<h1>Topics</h1>', title: 'Topics', description: 'Topics', data: '{}' };
};

beforeAll(async () => {
  clientDir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-hosts-'));
  await fs.writeFile(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>Quiz Dojo</title><div id="root"></div>',
  );
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

  it('still answers loopback names, on any port, after made-up hosts took every learnt place', async () => {
    const server = await startTestServer({ clientDir, renderPage: countingRenderer });
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.app.server.address() as net.AddressInfo;
    const send = (target: string, host: string) => rawRequest(port, rawGet(target, { host }));
    for (let i = 0; i < MAX_LEARNT_ORIGINS; i++) expect((await send('/api/quiz', `bogus${i}.test`)).status).toBe(200);
    expect((await send('/api/quiz', 'quiz.example.org')).status).toBe(421);
    for (const host of ['127.0.0.1', '127.0.0.1:3000', 'localhost', 'LOCALHOST:8080', '[::1]:3000', '127.1.2.3:9']) {
      const answer = await send('/api/quiz', host);
      expect(answer.status, host).toBe(200);
      expect(JSON.parse(answer.body).data[0].logo).toMatch(
        new RegExp(`^http://${host.toLowerCase().replace(/[.[\]]/g, '\\$&')}/logos/`),
      );
      expect((await send('/topics', host)).status, host).toBe(200);
    }
    // The loopback names took no place: the made-up hosts still answer, a new name still does not.
    expect((await send('/api/quiz', 'bogus0.test')).status).toBe(200);
    expect((await send('/api/quiz', 'quiz.example.org')).status).toBe(421);
    await server.close();
  });

  it('forgets a learnt host unused for the window, so a new host gets its place', async () => {
    let clock = 1_000_000;
    const server = await startTestServer({ clientDir, renderPage: countingRenderer, now: () => clock });
    const get = (host: string) => server.app.inject({ url: '/api/quiz', headers: { host } });
    for (let i = 0; i < MAX_LEARNT_ORIGINS; i++) expect((await get(`bogus${i}.test`)).statusCode).toBe(200);
    clock += FORGET_LEARNT_AFTER_MS / 2;
    expect((await get('bogus0.test')).statusCode).toBe(200);
    const refused = await get('quiz.example.org');
    expect(refused.statusCode).toBe(421);
    expect(refused.json().message).toMatch(/unused for 10 minutes; its operator can set PUBLIC_URL or ALLOWED_HOSTS/);
    clock += FORGET_LEARNT_AFTER_MS / 2 + 1;
    // bogus0 was used half a window ago and keeps its place; the other 15 were forgotten.
    expect((await get('quiz.example.org')).statusCode).toBe(200);
    expect((await get('bogus0.test')).statusCode).toBe(200);
    for (let i = 1; i < MAX_LEARNT_ORIGINS - 1; i++) expect((await get(`new${i}.test`)).statusCode).toBe(200);
    expect((await get('bogus1.test')).statusCode).toBe(421);
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
    const server = await startTestServer({
      clientDir,
      renderPage: countingRenderer,
      publicUrl: 'https://quiz.example',
    });
    renders = 0;
    for (let i = 0; i < 50; i++) {
      const response = await server.app.inject({ url: '/topics', headers: { host: `h${i}.flood.test` } });
      expect(response.statusCode).toBe(200);
    }
    expect(renders).toBe(1);
    await server.close();
  });
});
