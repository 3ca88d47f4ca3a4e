import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  topicDetailResponseSchema,
  topicListResponseSchema,
  type Question,
  type TopicSummary,
} from '../../contract/quiz';

/** What our real server answers, to compare the screens with. */
export async function apiTopics(request: APIRequestContext) {
  const response = await request.get('/api/quiz');
  expect(response.status()).toBe(200);
  return topicListResponseSchema.parse(await response.json()).data;
}

/** Phone size of the logo checks: the card shows its logo at 40 CSS px there. */
export const PHONE = { width: 390, height: 844 };

/**
 * Every card on /topics shows its topic's PNG (not the SVG, which Chromium parses on the main
 * thread), loaded in full: each is scrolled to, as the lazily loaded ones wait for that.
 */
export async function expectRasterLogos(page: Page, topics: TopicSummary[]) {
  const logos = page.getByRole('main').getByRole('listitem').getByRole('img');
  await expect(logos).toHaveCount(topics.length);
  for (const [index, topic] of topics.entries()) {
    const logo = logos.nth(index);
    expect(topic.logoRaster, topic.name).toMatch(/\/logos\/[a-z0-9-]+\.png\?v=\d+$/);
    await expect(logo).toHaveAttribute('src', topic.logoRaster!);
    await logo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: topic.name })
      .toBe(192);
  }
}

export async function apiTopic(request: APIRequestContext, id: number) {
  const response = await request.get(`/api/quiz/${id}`);
  expect(response.status()).toBe(200);
  return topicDetailResponseSchema.parse(await response.json()).data;
}

/** The page must never be wider than the screen: no sideways scrolling of the whole layout. */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Collects uncaught errors and dialogs, so a test can prove that no script ran or crashed. */
export function watchPage(page: Page) {
  const errors: string[] = [];
  const dialogs: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { errors, dialogs };
}

/**
 * The server sends each page rendered, with the controls that need the script disabled; the
 * theme toggle turns enabled once the app has taken over, so clicks after this are the app's.
 */
export async function appReady(page: Page) {
  await expect(page.getByRole('button', { name: 'Dark theme' })).toBeEnabled();
}

/** An option the API says is wrong: the first that is not the correct answer. */
export const wrongOption = (question: Question) =>
  question.options.find((option) => option !== question.correctAnswer)!;

/** The main navigation's Review link, whose name carries the due count ("Review, 1 due"). */
export const reviewLink = (page: Page) =>
  page
    .getByRole('navigation')
    .getByRole('link', { name: /^Review/ })
    .first();

/** Every Content-Security-Policy violation the page reports, for a test to expect none. */
export async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return violations;
}

/** axe-core on the page as it is: no serious or critical violation, each named with where it was. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${where}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/** CSS colours (oklch too) as the sRGB channels (0-255) Chromium draws them in, read through a canvas. */
export function drawnColours(page: Page, colours: string[]): Promise<number[][]> {
  return page.evaluate((list) => {
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
    return list.map((colour) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = colour;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
  }, colours);
}

/** The WCAG contrast ratio of two sRGB colours (channels 0-255). */
export function contrastRatio(one: number[], other: number[]): number {
  const luminance = (channels: number[]) => {
    const [r, g, b] = channels.map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * The background colour an element is seen on: the first that is not transparent from the element
 * up, or from its parent up for what is drawn outside it (an outline).
 */
export function backgroundBehind(element: Locator, from: 'self' | 'parent' = 'self'): Promise<string> {
  return element.evaluate((target, start) => {
    let box = start === 'self' ? target : target.parentElement;
    while (box && getComputedStyle(box).backgroundColor === 'rgba(0, 0, 0, 0)') box = box.parentElement;
    return box ? getComputedStyle(box).backgroundColor : 'white';
  }, from);
}

/** Starts the quick quiz set up on screen and answers its `count` questions with their first option. */
export async function playRound(page: Page, count: number) {
  await page.getByRole('button', { name: 'Start quiz' }).click();
  for (let index = 0; index < count; index++) {
    await expect(page.getByRole('heading', { name: `Question ${index + 1} of ${count}` })).toBeFocused();
    await page.getByRole('main').getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByRole('button', { name: index < count - 1 ? 'Next question' : 'See results' }).click();
  }
}
