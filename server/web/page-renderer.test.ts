import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageRenderOptions } from '../../contract/pages.js';
import { loadPageRenderer } from './pages.js';

declare global {
  var pageRendererLoads: number | undefined;
}

const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
});

/** A render folder whose render-page.js counts its own evaluations. */
async function renderDir(source: string) {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-render-'));
  dirs.push(dir);
  await fs.writeFile(
    path.join(dir, 'render-page.js'),
    `globalThis.pageRendererLoads = (globalThis.pageRendererLoads ?? 0) + 1;\n${source}`,
  );
  return dir;
}

const OPTIONS: PageRenderOptions = { fetchApi: () => Promise.reject(new Error('unused')), sanitize: (html) => html };

describe('loadPageRenderer', () => {
  it('imports the renderer on the first page, once, however many pages ask at the same moment', async () => {
    globalThis.pageRendererLoads = 0;
    const render = loadPageRenderer(
      await renderDir(
        'export const renderPage = async (url) => ({ html: url, title: "t", description: "d", data: "null" });',
      ),
    )!;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(globalThis.pageRendererLoads).toBe(0);
    const pages = await Promise.all(['/a', '/b', '/c'].map((url) => render(url, OPTIONS)));
    expect(pages.map((page) => page?.html)).toEqual(['/a', '/b', '/c']);
    expect(globalThis.pageRendererLoads).toBe(1);
  });

  it('is absent without a build, and a build without renderPage fails the page with the fix', async () => {
    expect(loadPageRenderer(path.join(os.tmpdir(), 'quiz-dojo-no-render'))).toBeUndefined();
    const render = loadPageRenderer(await renderDir('export const other = 1;'))!;
    await expect(render('/', OPTIONS)).rejects.toThrow(/does not export renderPage: run npm run build/);
  });
});
