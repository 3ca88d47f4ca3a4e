import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { apiTopics, appReady, expectRasterLogos, PHONE } from './support';

test('every topic has a card with its logo, name, total and a Start Practice link', async ({ page, request }) => {
  const topics = await apiTopics(request);
  expect(topics.length).toBeGreaterThanOrEqual(4);
  await page.goto('/topics');
  const cards = page.getByRole('main').getByRole('listitem');
  await expect(cards).toHaveCount(topics.length);
  for (const [index, topic] of topics.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading')).toHaveText(topic.name);
    await expect(card).toContainText(`Total Quiz: ${topic.total}`);
    await expect(card.getByRole('link', { name: 'Start Practice' })).toHaveAttribute('href', `/topic/${topic.id}`);
    const logo = card.getByRole('img', { name: topic.name });
    await expect(logo).toHaveAttribute('width', /\d+/);
    await expect(logo).toHaveAttribute('height', /\d+/);
  }
});

test('the logos load', async ({ page }) => {
  await page.goto('/topics');
  const images = page.getByRole('main').getByRole('img');
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
});

test('on a phone every logo is the PNG, loaded, and none is an SVG image', async ({ page, request }) => {
  const topics = await apiTopics(request);
  await page.setViewportSize(PHONE);
  await page.goto('/topics');
  await appReady(page);
  await expectRasterLogos(page, topics);
  expect(await page.locator('img[src*=".svg"]').count()).toBe(0);
});

test('four cards per row on a large screen, one on a phone, for every card of the bank', async ({ page, request }) => {
  const topics = await apiTopics(request);
  /** The cards' rows, top to bottom: how many cards each has, and whether they are all as tall. */
  const rows = async () => {
    const boxes = await page
      .getByRole('main')
      .getByRole('listitem')
      .evaluateAll((cards) =>
        cards.map((card) => card.getBoundingClientRect()).map(({ top, height }) => ({ top, height })),
      );
    const byTop = new Map<number, number[]>();
    for (const { top, height } of boxes) byTop.set(top, [...(byTop.get(top) ?? []), height]);
    return [...byTop.values()].map((heights) => ({ cards: heights.length, even: new Set(heights).size === 1 }));
  };
  const overflows = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/topics');
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(topics.length);
  const large = await rows();
  expect(large.length).toBe(Math.ceil(topics.length / 4));
  expect(large.slice(0, -1).every((row) => row.cards === 4 && row.even)).toBe(true);
  expect(large.at(-1)!.cards).toBe(topics.length - 4 * (large.length - 1));
  expect(await overflows()).toBe(false);
  await page.setViewportSize({ width: 360, height: 800 });
  expect((await rows()).every((row) => row.cards === 1)).toBe(true);
  expect(await overflows()).toBe(false);
});

test('Start Practice opens the topic', async ({ page, request }) => {
  const [first] = await apiTopics(request);
  await page.goto('/topics');
  await page.getByRole('link', { name: 'Start Practice' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/topic/${first!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quiz of ${first!.name}`);
  await expect(page).toHaveTitle(`${first!.name} – Quiz Dojo`);
  await page.goBack();
  await expect(page).toHaveTitle('Topics – Quiz Dojo');
  await page.getByRole('banner').getByRole('link', { name: 'Quiz Dojo' }).click();
  await expect(page).toHaveTitle('Quiz Dojo');
});

test('the topics data is loaded before the screen shows', async ({ page }) => {
  await page.goto('/');
  // Before the take-over, Get started is a plain link and the browser would load /topics itself.
  await appReady(page);
  await page.route('**/api/quiz', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  await page.getByRole('link', { name: 'Get started' }).click();
  // While the API is slow, the landing page stays and a progress bar shows.
  await expect(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Test Your Coding Skill');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Topics');
  await expect(page.getByText(/^Total Quiz: \d+$/).first()).toBeVisible();
});

test('a page on another origin can read the API and show its logos', async ({ page, baseURL }) => {
  // A page of someone else's, on another port: our own pages may only connect to their own origin.
  const foreign = http.createServer((_request, response) => response.end('<!doctype html><title>Another site</title>'));
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  const { port } = foreign.address() as AddressInfo;
  try {
    await page.goto(`http://127.0.0.1:${port}/`);
    const result = await page.evaluate(async (apiOrigin) => {
      const response = await fetch(`${apiOrigin}/api/quiz`);
      const { data } = (await response.json()) as { data: { logo: string }[] };
      const img = new Image();
      img.src = data[0]!.logo;
      await img.decode();
      return { status: response.status, width: img.naturalWidth, logoOrigin: new URL(data[0]!.logo).origin };
    }, baseURL!);
    expect(result.status).toBe(200);
    expect(result.logoOrigin).toBe(new URL(baseURL!).origin);
    expect(result.width).toBeGreaterThan(0);
  } finally {
    foreign.close();
  }
});
