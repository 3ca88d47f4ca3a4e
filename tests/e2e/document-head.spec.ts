import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/', title: 'Quiz Dojo' },
  { path: '/topics', title: 'Topics – Quiz Dojo' },
  { path: '/topic/1', title: /^.+ – Quiz Dojo$/ },
  { path: '/statistics', title: 'Statistics – Quiz Dojo' },
  { path: '/blog', title: 'Blog – Quiz Dojo' },
];

test('every page has its own title and meta description', async ({ page }) => {
  const descriptions = new Set<string>();
  for (const { path, title } of PAGES) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    const description = page.locator('head meta[name="description"]');
    await expect(description).toHaveCount(1);
    // A page the server leaves to the browser (/statistics) arrives with index.html's description
    // until the app sets its own.
    await expect.poll(async () => descriptions.has((await description.getAttribute('content')) ?? '')).toBe(false);
    descriptions.add((await description.getAttribute('content'))!);
  }
  expect(descriptions.size).toBe(PAGES.length);
});

test('a page is not painted before its header is whole, so the header never shifts as it arrives', async ({
  request,
}) => {
  for (const path of ['/', '/topics', '/es/topic/2', '/statistics']) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Rendering waits until the header is parsed whole; a page the browser renders (/statistics)
    // has no header in its HTML, and is painted once its short shell is parsed.
    expect(head, path).toContain('<link rel="expect" href="#header-end" blocking="render"');
    if (path !== '/statistics') expect(html, path).toMatch(/<\/header><span id="header-end" hidden><\/span>/);
  }
});
