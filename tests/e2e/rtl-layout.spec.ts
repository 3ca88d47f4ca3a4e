import { expect, test, type Page } from '@playwright/test';
import { appReady, PHONE } from './support';

/**
 * The layout uses logical properties (README "Layout"), so a right-to-left locale mirrors it: with
 * dir="rtl" on <html>, set before the app's scripts run, every screen keeps its header apart and
 * on screen, starts its text on the right and has nothing physical left in its text alignment.
 */
const DESKTOP = { width: 1280, height: 900 };
const SCREENS = ['/', '/topics', '/topic/1', '/review', '/statistics', '/quiz?topic=1', '/blog'];
/** Subpixel rounding between two layouts of the same page. */
const SLACK = 2;

type Box = { left: number; right: number; top: number; bottom: number; name: string };

async function open(page: Page, url: string, dir: 'ltr' | 'rtl') {
  // An init script runs before the parser has made <html>: the attribute goes on as soon as it exists,
  // before any of the page's scripts.
  await page.addInitScript((value) => {
    const observer = new MutationObserver(() => {
      if (!document.documentElement) return;
      document.documentElement.dir = value;
      observer.disconnect();
    });
    observer.observe(document, { childList: true });
  }, dir);
  await page.goto(url);
  await appReady(page);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.dir)).toBe(dir);
}

/** The header's links and buttons a visitor sees, in document order. */
function headerControls(page: Page): Promise<Box[]> {
  return page.locator('header').evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('a, button')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ element, box }) => box.width > 1 && getComputedStyle(element).visibility !== 'hidden')
      .map(({ element, box }) => ({
        left: box.left,
        right: box.right,
        top: box.top,
        bottom: box.bottom,
        name: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? element.tagName,
      })),
  );
}

const overlap = (one: Box, other: Box) =>
  one.left < other.right && other.left < one.right && one.top < other.bottom && other.top < one.bottom;

for (const [size, viewport] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const) {
  test.describe(`right to left on ${size}`, () => {
    test.use({ viewport });

    for (const url of SCREENS) {
      test(`${url} is mirrored, on screen, and nothing in its header overlaps`, async ({ page }) => {
        await open(page, url, 'rtl');
        const width = await page.evaluate(() => document.scrollingElement!.clientWidth);
        expect(
          await page.evaluate(() => document.scrollingElement!.scrollWidth),
          'sideways overflow',
        ).toBeLessThanOrEqual(width);

        const controls = await headerControls(page);
        expect(controls.length).toBeGreaterThan(1);
        for (const box of controls) {
          expect(box.left, `${box.name}'s left edge on screen`).toBeGreaterThanOrEqual(0);
          expect(box.right, `${box.name}'s right edge on screen`).toBeLessThanOrEqual(width);
        }
        for (const [index, one] of controls.entries())
          for (const other of controls.slice(index + 1))
            expect(overlap(one, other), `${one.name} overlaps ${other.name}`).toBe(false);
        // The site's name comes first, so in a right-to-left page it is the rightmost.
        const brand = controls.find((box) => box.name.includes('Quiz Dojo'))!;
        expect(Math.max(...controls.map((box) => box.right))).toBe(brand.right);

        // The heading's text starts at the right edge of its column (the home page centres its own).
        const heading = await page
          .getByRole('main')
          .getByRole('heading', { level: 1 })
          .evaluate((h1) => {
            const parent = h1.parentElement!;
            const range = document.createRange();
            range.selectNodeContents(h1);
            const text = range.getBoundingClientRect();
            const { paddingRight, borderRightWidth } = getComputedStyle(parent);
            const column =
              parent.getBoundingClientRect().right - parseFloat(paddingRight) - parseFloat(borderRightWidth);
            return { left: text.left, right: text.right, column, align: getComputedStyle(h1).textAlign };
          });
        expect(heading.left).toBeGreaterThanOrEqual(0);
        if (heading.align !== 'center') expect(Math.abs(heading.right - heading.column)).toBeLessThanOrEqual(SLACK);

        // text-left or text-right would not mirror (each named where it is set, not where it is inherited);
        // code keeps its own left-to-right direction.
        const physical = await page.evaluate(() =>
          [...document.body.querySelectorAll<HTMLElement>('*')]
            .filter((element) => {
              const { direction, textAlign } = getComputedStyle(element);
              const inherited =
                element.parentElement && getComputedStyle(element.parentElement).textAlign === textAlign;
              return direction === 'rtl' && (textAlign === 'left' || textAlign === 'right') && !inherited;
            })
            .map((element) => `<${element.localName} class="${element.getAttribute('class') ?? ''}">`),
        );
        expect(physical, 'elements aligned to a physical side').toEqual([]);

        // The skip link, the first stop of the keyboard, shows in the top corner where reading starts.
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to content' });
        await expect(skip).toBeFocused();
        const box = (await skip.boundingBox())!;
        expect(Math.abs(width - (box.x + box.width) - 12), 'skip link 12 px from the right edge').toBeLessThanOrEqual(
          SLACK,
        );
      });
    }

    test('the Get started chevron points the way the page reads', async ({ page }) => {
      const chevron = page.getByRole('link', { name: 'Get started' }).locator('svg');
      await open(page, '/', 'ltr');
      expect(await chevron.evaluate((svg) => getComputedStyle(svg).scale)).not.toMatch(/^-1/);
      const mirrored = await page.context().newPage();
      await open(mirrored, '/', 'rtl');
      const rtl = mirrored.getByRole('link', { name: 'Get started' });
      expect(await rtl.locator('svg').evaluate((svg) => getComputedStyle(svg).scale)).toMatch(/^-1 1/);
      // After the words, so on their left.
      const [icon, link] = [(await rtl.locator('svg').boundingBox())!, (await rtl.boundingBox())!];
      expect(icon.x - link.x).toBeLessThan(link.x + link.width - (icon.x + icon.width));
    });

    test("the header's controls sit where the left-to-right header has them, mirrored", async ({ page }) => {
      await open(page, '/', 'ltr');
      const width = await page.evaluate(() => document.scrollingElement!.clientWidth);
      const ltr = await headerControls(page);
      const mirrored = await page.context().newPage();
      await open(mirrored, '/', 'rtl');
      const rtl = await headerControls(mirrored);
      expect(rtl.map((box) => box.name)).toEqual(ltr.map((box) => box.name));
      for (const [index, box] of rtl.entries()) {
        const expected = ltr[index]!;
        expect(Math.abs(box.left - (width - expected.right)), `${box.name} mirrored`).toBeLessThanOrEqual(SLACK);
        expect(Math.abs(box.top - expected.top), `${box.name} at the same height`).toBeLessThanOrEqual(SLACK);
      }
    });
  });
}
