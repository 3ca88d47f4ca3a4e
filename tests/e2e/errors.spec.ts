import { expect, test, type Page } from '@playwright/test';
import { appReady, watchPage } from './support';

async function expectErrorPage(page: Page, status: number, message: string | RegExp) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Oh no! An Error Found!');
  await expect(main.getByText(message)).toBeVisible();
  const code = main.getByText(String(status), { exact: true });
  await expect(code).toBeVisible();
  // Tailwind 4 colours are oklch(); a canvas turns the computed colour into RGB.
  const [red, green, blue] = await code.evaluate((el) => {
    const context = document.createElement('canvas').getContext('2d')!;
    context.fillStyle = getComputedStyle(el).color;
    context.fillRect(0, 0, 1, 1);
    return [...context.getImageData(0, 0, 1, 1).data];
  });
  expect(red).toBeGreaterThan(green! + 60);
  expect(red).toBeGreaterThan(blue! + 60);
  await expect(main.getByRole('link', { name: /home/i })).toBeVisible();
}

test('an unknown route shows the error page with 404, and the server answers 404 too', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response!.status()).toBe(404);
  await expectErrorPage(page, 404, /not found/i);
  await page.getByRole('main').getByRole('link', { name: /home/i }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Your Coding Skill');
});

test('an unknown topic id shows the API 404 message, and the server answers 404 too', async ({ page }) => {
  const response = await page.goto('/topic/9999');
  expect(response!.status()).toBe(404);
  await expectErrorPage(page, 404, /no topic with id 9999/i);
});

test('a malformed topic id shows the API 400 message, and the server answers 400 too', async ({ page }) => {
  const response = await page.goto('/topic/abc');
  expect(response!.status()).toBe(400);
  await expectErrorPage(page, 400, /positive whole number/i);
});

// Opened directly, /topics arrives rendered by the server; a link followed in the app asks the API.
async function openTopicsInApp(page: Page) {
  await page.goto('/');
  await appReady(page);
  await page.getByRole('link', { name: 'Get started' }).click();
}

test('an unreachable API shows a clear message instead of a blank screen', async ({ page }) => {
  await page.route('**/api/quiz', (route) => route.abort('connectionrefused'));
  await openTopicsInApp(page);
  await expectErrorPage(page, 503, /could not reach the quiz api/i);
});

// The app can be pointed at any server with the spec's contract; these stand in for a foreign one.
test('a payload that breaks the contract lands on the error page', async ({ page }) => {
  await page.route('**/api/quiz', (route) =>
    route.fulfill({ json: { status: true, message: 'ok', data: [{ id: 'one', name: 5 }] } }),
  );
  await openTopicsInApp(page);
  await expectErrorPage(page, 502, /unexpected format/i);
});

test('hostile question HTML from an API never runs code in our page', async ({ page }) => {
  const watched = watchPage(page);
  const hostile = [
    '<p>Safe <code>text</code></p><script>window.__pwned = 1; alert(1)</script>',
    '<img src="x" onerror="window.__pwned = 2; alert(2)"><p>image</p>',
    '<p onclick="window.__pwned = 3">click</p><a href="javascript:window.__pwned=4">link</a>',
    '<iframe src="javascript:alert(5)"></iframe><style>body{display:none}</style><svg onload="window.__pwned=6"></svg>',
  ];
  await page.route('**/api/quiz/77', (route) =>
    route.fulfill({
      json: {
        status: true,
        message: 'ok',
        data: {
          name: 'Hostile',
          questions: hostile.map((question, index) => ({
            id: `h${index}`,
            question,
            options: ['a', 'b', 'c', 'd'],
            correctAnswer: 'a',
          })),
        },
      },
    }),
  );
  await page.goto('/topic/77');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Quiz of Hostile');
  await expect(page.getByRole('main').locator('code', { hasText: 'text' })).toBeVisible();
  await page.getByText('click', { exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  const main = page.getByRole('main');
  await expect(
    main.locator('script, img, iframe, style, svg[onload], a[href^="javascript"], [onclick], [onerror]'),
  ).toHaveCount(0);
  await expect(page.locator('body')).toBeVisible();
  expect(watched.dialogs).toEqual([]);
});

test('a script chunk that fails to load shows Loading chunk failed, after one reload at most', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // A click before the take-over is a plain link: the browser would load /blog itself.
  await appReady(page);
  await page.route(/\/assets\/route-blog-[^/]+\.js$/, (route) => route.abort('failed'));
  await page.getByRole('navigation').getByRole('link', { name: 'Blog' }).first().click({ force: true });
  await expectErrorPage(page, 503, 'Loading chunk failed');
  // The first failure reloads the target page once (a deploy may have replaced the chunk); then it gives up.
  expect(documents).toEqual(['/', '/blog']);
  // Once the network is back, the page loads normally and does not reload again.
  await page.unroute(/\/assets\/route-blog-[^/]+\.js$/);
  await page.goto('/blog');
  await expect(page.getByRole('button', { name: 'What is useRef in react?' })).toBeVisible();
});

test('a stale chunk after a deploy recovers with exactly one reload', async ({ page }) => {
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await appReady(page);
  let failures = 0;
  await page.route(/\/assets\/route-blog-[^/]+\.js$/, async (route) => {
    if (failures++ === 0) return route.abort('failed');
    return route.continue();
  });
  await page.getByRole('navigation').getByRole('link', { name: 'Blog' }).first().click({ force: true });
  await expect(page.getByRole('button', { name: 'What is useRef in react?' })).toBeVisible();
  await expect(page).toHaveURL(/\/blog$/);
  expect(documents).toEqual(['/', '/blog']);
});

test('the app calls only its own origin', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await page.goto('/');
  await page.getByRole('link', { name: 'Get started' }).click();
  await page.getByRole('link', { name: 'Start Practice' }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Quiz of /);
  expect([...origins]).toEqual([new URL(baseURL!).origin]);
});
