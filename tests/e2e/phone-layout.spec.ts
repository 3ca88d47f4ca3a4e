import { expect, test, type Locator, type Page } from '@playwright/test';
import { appReady, expectNoSeriousViolations } from './support';

const PHONE = { width: 390, height: 844 };
const PYTHON = 9;
const main = (page: Page) => page.getByRole('main');
const tops = (locator: Locator) => locator.evaluateAll((all) => all.map((el) => el.getBoundingClientRect().top));

test('code too wide for a phone wraps under its own indentation, with a mark on each row a line continues on', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/topic/${PYTHON}`);
  await appReady(page);
  // The sort question's list of people is wider than a phone. Cards off screen skip layout, so the
  // block is measured once it is scrolled to, as a learner would.
  const block = main(page).locator('pre').filter({ hasText: 'people = [("Ann", 30)' });
  await block.scrollIntoViewIfNeeded();
  expect(await block.evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
  // Nothing to scroll, so no region in the tab order.
  await expect(main(page).getByRole('region', { name: 'Code, scroll sideways to read it all' })).toHaveCount(0);
  await expect(block).not.toHaveAttribute('tabindex');
  const people = block.locator('.code-line').filter({ hasText: 'people = [' });
  const rows = () =>
    people.evaluate((line) => {
      const { height } = line.getBoundingClientRect();
      const mark = getComputedStyle(line, '::before');
      return {
        rows: Math.round(height / parseFloat(getComputedStyle(line).lineHeight)),
        markedRows: Math.round(parseFloat(mark.height) / parseFloat(getComputedStyle(line).lineHeight)),
        mask: mark.maskImage,
      };
    });
  const phone = await rows();
  expect(phone.rows).toBeGreaterThan(1);
  expect(phone.markedRows).toBe(phone.rows - 1);
  expect(phone.mask).toContain('svg');

  // On a wide screen the same line fits on one row, with no mark.
  await page.setViewportSize({ width: 1280, height: 900 });
  await block.scrollIntoViewIfNeeded();
  const wide = await rows();
  expect(wide.rows).toBe(1);
  expect(wide.markedRows).toBe(0);
});

test('a phone shows three topic cards on its first screen', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/topics');
  const cards = main(page).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const onScreen = (await tops(cards)).filter((top) => top < PHONE.height).length;
  expect(onScreen).toBeGreaterThanOrEqual(3);
});

test("on a large screen a row's Start Practice buttons line up, however its names wrap", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/topics');
  const cards = main(page).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  const cardTops = await tops(cards);
  const buttonTops = await tops(main(page).getByRole('link', { name: 'Start Practice' }));
  const headings = await main(page)
    .getByRole('listitem')
    .getByRole('heading')
    .evaluateAll((all) => all.map((el) => el.getBoundingClientRect().height));
  // The bank has names that wrap at this width ("Data structures and algorithms").
  expect(Math.max(...headings)).toBeGreaterThan(Math.min(...headings) * 1.5);
  for (const [index, top] of cardTops.entries()) {
    const first = cardTops.indexOf(top);
    expect(Math.abs(buttonTops[index]! - buttonTops[first]!), `card ${index + 1}`).toBeLessThanOrEqual(1);
  }
});

test('on a phone the review modes keep one line, and Quick quiz is not pushed onto a line of its own', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto(`/topic/${PYTHON}`);
  const modes = page.getByRole('navigation', { name: 'Review mode' }).getByRole('link');
  await expect(modes).toHaveCount(3);
  const [all, mistakes, shuffle] = await tops(modes);
  expect(mistakes).toBe(all);
  expect(shuffle).toBe(all);
  const quick = (await main(page).getByRole('link', { name: 'Quick quiz' }).boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
  // Beside the heading, as on /topics.
  expect(quick.y).toBeLessThan(heading.y + heading.height);
});

test('statistics on a phone: the totals take one row, and the table shows its last column', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/statistics');
  const totals = page.getByRole('region', { name: 'Your totals' });
  const cards = totals.getByRole('term');
  await expect(cards).toHaveCount(3);
  const cardTops = await tops(cards);
  expect(new Set(cardTops).size).toBe(1);
  expect((await totals.locator('dl').boundingBox())!.height).toBeLessThan(140);
  await expect(
    totals.getByText(
      /Each question counts once here, by its first try; the calendar below counts a question each time/,
    ),
  ).toBeVisible();

  const table = page.getByRole('table', { name: 'Your progress per topic' });
  const last = table.getByRole('columnheader', { name: 'Accuracy' });
  const right = (await last.boundingBox())!;
  expect(right.x + right.width).toBeLessThanOrEqual(PHONE.width);
  const scroller = page.getByRole('region', { name: 'Your progress per topic, table' });
  expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no serious or critical axe violations on a phone in the ${colorScheme} theme`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    await page.emulateMedia({ colorScheme });
    for (const route of ['/topics', `/topic/${PYTHON}`, '/statistics']) {
      await page.goto(route);
      await appReady(page);
      if (route === `/topic/${PYTHON}`) {
        // With a code block that wraps (and its marks) on screen.
        const block = main(page).locator('pre').filter({ hasText: 'people = [("Ann", 30)' });
        await block.scrollIntoViewIfNeeded();
        await expect(block).toBeInViewport();
      }
      await expectNoSeriousViolations(page, `${route} at ${PHONE.width} px`);
    }
  });
}
