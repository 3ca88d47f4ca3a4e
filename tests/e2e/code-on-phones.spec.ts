import { expect, test, type Page } from '@playwright/test';
import { apiTopic, apiTopics, appReady, wrongOption } from './support';

const WIDTHS = [360, 390];
const JAVASCRIPT = 2;
/** The bank's widest block (JavaScript), whose cut-off part was the one asked about. */
const WIDEST = 'new RegExp(base';
/** The one rule for code that keeps its layout and scrolls sideways: it draws with box-drawing characters. */
const DRAWING = /[\u2500-\u257f]/;

type Found = { blocks: number; cut: string[] };

/**
 * Everything in the page's main part that is wider than its box or than the screen: code blocks,
 * options, paragraphs and list items (an answer's explanation). Cards and lists off screen skip
 * layout (content-visibility), so they are laid out first: the whole page is measured, not the
 * part on screen.
 */
function measure(page: Page): Promise<Found> {
  return page.getByRole('main').evaluate((main, drawing) => {
    for (const element of main.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
    }
    const screen = document.documentElement.clientWidth;
    const named = (element: Element) =>
      `${element.tagName.toLowerCase()} "${element.textContent?.replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    const cut: string[] = [];
    for (const box of main.querySelectorAll('pre, label, p, li, dd')) {
      const hidden = box.scrollWidth - box.clientWidth;
      if (box.tagName === 'PRE' && new RegExp(drawing).test(box.textContent ?? '')) continue;
      if (hidden > 0) cut.push(`${named(box)} hides ${hidden} px`);
    }
    for (const element of main.querySelectorAll('*')) {
      if (element.closest('pre') && new RegExp(drawing).test(element.closest('pre')!.textContent ?? '')) continue;
      const { left, right } = element.getBoundingClientRect();
      if (left < -0.5 || right > screen + 0.5) cut.push(`${named(element)} is outside the ${screen} px screen`);
    }
    if (document.documentElement.scrollWidth > screen) cut.push(`the page scrolls sideways at ${screen} px`);
    return { blocks: main.querySelectorAll('pre').length, cut };
  }, DRAWING.source);
}

async function expectAllFits(page: Page, where: string) {
  const { cut } = await measure(page);
  expect(cut, where).toEqual([]);
}

/** The text of every code block in these questions' HTML, as the API sends it. */
const sourceBlocks = (page: Page, htmls: string[]) =>
  page.evaluate(
    (all) =>
      all.flatMap((html) =>
        [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('pre')].map((pre) => pre.textContent),
      ),
    htmls,
  );

for (const width of WIDTHS) {
  test(`at ${width} px every topic's code and options fit their boxes`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 800 });
    const report: string[] = [];
    let blocks = 0;
    let cutBlocks = 0;
    for (const topic of await apiTopics(request)) {
      await page.goto(`/topic/${topic.id}`);
      await appReady(page);
      const found = await measure(page);
      // Wrapped, the blocks still hold the source's text, character for character.
      const shown = await page.getByRole('main').locator('pre').allTextContents();
      const { questions } = await apiTopic(request, topic.id);
      expect(shown, `/topic/${topic.id}`).toEqual(
        await sourceBlocks(
          page,
          questions.map((question) => question.question),
        ),
      );
      blocks += found.blocks;
      const cutHere = found.cut.filter((line) => line.startsWith('pre ')).length;
      cutBlocks += cutHere;
      if (found.cut.length > 0) {
        report.push(`/topic/${topic.id} (${topic.name}): ${cutHere} of ${found.blocks} code blocks cut`, ...found.cut);
      }
    }
    test.info().annotations.push({ type: 'code blocks cut', description: `${cutBlocks} of ${blocks} at ${width} px` });
    console.log(`${width} px: ${cutBlocks} of ${blocks} code blocks wider than their box`);
    expect(report).toEqual([]);
  });
}

test('at 360 px the widest code fits in review, in a quick quiz and on its results, with its explanation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const topic = await apiTopic(request, JAVASCRIPT);
  const widest = topic.questions.find((question) => question.question.includes(WIDEST))!;
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/topic/${JAVASCRIPT}`);
  await appReady(page);
  // Answered wrong on the topic page, its explanation shows there and it is due in review.
  const card = page.getByRole('main').getByRole('listitem').filter({ hasText: WIDEST });
  await card.locator(`input[type="radio"][value="${wrongOption(widest).replaceAll('"', '\\"')}"]`).check();
  await expect(card.getByText('First try: wrong')).toBeVisible();
  await expectAllFits(page, 'the topic page, the widest question answered');

  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'Question 1 of 1' })).toBeVisible();
  await appReady(page);
  await expect(page.getByRole('main').locator('pre').filter({ hasText: WIDEST })).toBeVisible();
  await expectAllFits(page, 'review, the widest question');
  await page
    .getByRole('main')
    .locator(`input[type="radio"][value="${widest.correctAnswer.replaceAll('"', '\\"')}"]`)
    .check();
  await expect(page.getByRole('button', { name: 'See summary' })).toBeVisible();
  await expectAllFits(page, 'review, the widest question answered');

  await page.goto(`/quiz?topic=${JAVASCRIPT}&count=10`);
  await page.getByRole('button', { name: 'Start quiz' }).click();
  for (let index = 1; index <= 10; index++) {
    await expect(page.getByRole('heading', { name: `Question ${index} of 10` })).toBeFocused();
    await expectAllFits(page, `quick quiz, question ${index}`);
    await page.getByRole('main').getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    const next = page.getByRole('button', { name: index === 10 ? 'See results' : 'Next question' });
    await expect(next).toBeVisible();
    await expectAllFits(page, `quick quiz, question ${index} answered`);
    await next.click();
  }
  await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  await expectAllFits(page, 'quick quiz results');
});

test('a wrapped block copies as its source: each wrapped line as one line, blank lines kept, no marks', async ({
  page,
  request,
}) => {
  const topic = await apiTopic(request, JAVASCRIPT);
  const htmls = topic.questions.map((question) => question.question);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/topic/${JAVASCRIPT}`);
  await appReady(page);
  const blocks = page.getByRole('main').locator('pre');
  const sources = await sourceBlocks(page, htmls);
  // The widest block, and the first with a blank line in it.
  const widest = sources.findIndex((text) => text.includes(WIDEST));
  for (const index of [widest, sources.findIndex((text) => /\n\n./.test(text))]) {
    expect(index).toBeGreaterThanOrEqual(0);
    const block = blocks.nth(index);
    await block.scrollIntoViewIfNeeded();
    const { rows, lines } = await block.evaluate((pre) => ({
      rows: Math.round(
        pre.querySelector('code')!.getBoundingClientRect().height / parseFloat(getComputedStyle(pre).lineHeight),
      ),
      lines: pre.textContent!.trimEnd().split('\n').length,
    }));
    // It does wrap at this width.
    if (index === widest) expect(rows).toBeGreaterThan(lines);
    const copied = await block.evaluate((pre) => {
      getSelection()!.selectAllChildren(pre);
      return getSelection()!.toString();
    });
    expect(copied.trimEnd()).toBe(sources[index]!.trimEnd());
  }
});
