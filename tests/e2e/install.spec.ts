import { chromium, expect, test } from '@playwright/test';
import { CHROME_PATH, CHROMIUM_ARGS } from '../../scripts/lib/chromium.js';
import { watchCspViolations } from './support';

test.use({ serviceWorkers: 'allow' });

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };

/** Width and height from a PNG's header chunk (IHDR), which always comes first. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the web app manifest names the app, its colours and icons, each served with its type and size', async ({
  request,
}) => {
  const page = await request.get('/topics');
  expect(await page.text()).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/manifest+json');
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({
    name: 'Quiz Dojo',
    short_name: 'Quiz Dojo',
    start_url: '/',
    display: 'standalone',
    theme_color: '#4338ca',
    background_color: '#f8fafc',
  });
  const wanted = manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose ?? 'any'}`).sort();
  expect(wanted).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const file = await request.get(new URL(icon.src, response.url()).href);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type'], icon.src).toBe(icon.type);
    expect(pngSize(await file.body()), icon.src).toBe(icon.sizes);
  }
});

// An SVG favicon is parsed as a document of its own on the page's main thread (15 ms a page at a phone's
// size here, a long task at Lighthouse's 12x CPU); a PNG is decoded off it (issue 32, item 5).
test('every page names a PNG favicon that is served with its type and size', async ({ request }) => {
  for (const path of ['/', '/topics', '/topic/1', '/blog', '/review', '/statistics']) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="icon" type="([^"]+)" sizes="([^"]+)" href="([^"]+)"/g)];
    expect(links, `${path}'s icon links`).toHaveLength(1);
    const [, type, sizes, href] = links[0]!;
    expect(type, path).toBe('image/png');
    const file = await request.get(href!);
    expect(file.status(), href).toBe(200);
    expect(file.headers()['content-type'], href).toBe('image/png');
    expect(pngSize(await file.body()), href).toBe(sizes);
  }
});

// Chromium does not offer to install from an incognito profile, which every test context is, so
// this test runs in a profile of its own on disk.
test('Chromium finds nothing that stops installing the app, and the worker breaks no CSP rule', async ({ baseURL }) => {
  const context = await chromium.launchPersistentContext(test.info().outputPath('profile'), {
    executablePath: CHROME_PATH,
    args: CHROMIUM_ARGS,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const violations = await watchCspViolations(page);
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const cdp = await context.newCDPSession(page);
    const { url, errors } = await cdp.send('Page.getAppManifest');
    expect(url).toMatch(/\/manifest\.webmanifest$/);
    expect(errors).toEqual([]);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
