import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { compressedAnswer } from './compressed-answer.js';
import { generateContent } from './generate-content.js';
import type { BenchRow } from './table.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../lib/chromium.js';
import { pageSizeRows } from './topic-page-size.js';
import { startServer } from './web-processes.js';

const QUESTIONS = 1000;
const TOPIC_ID = 900;
/** One answer is one sample of a noisy figure: five answers, mid-list, and their median. */
const TARGETS = [500, 520, 540, 560, 580];
const CPU_SLOWDOWN = 4;

declare global {
  interface Window {
    __firstQuestionAt?: number;
    /** When the last question's text was first found in the page (null: not at DOMContentLoaded). */
    __lastQuestionAt?: number | null;
    __events: { name: string; duration: number; interactionId: number }[];
  }
}

/**
 * A generated topic of 1,000 questions: its payload and page, its first question's paint, when
 * find-in-page can reach question 1,000 (in the page the server sends, at DOMContentLoaded) and the
 * cost of one answer.
 */
export async function largeTopicRows(): Promise<BenchRow[]> {
  const content = generateContent(fs.mkdtempSync(path.join(os.tmpdir(), 'quiz-dojo-large-')), QUESTIONS, TOPIC_ID);
  const server = await startServer({ CONTENT_DIR: content });
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
  try {
    const brBytes = (await compressedAnswer(`${server.url}/api/quiz/${TOPIC_ID}`)).body.length;
    const pageRows = await pageSizeRows(`${server.url}/topic/${TOPIC_ID}`, `/topic/${TOPIC_ID}`);
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(observeFirstQuestionAndEvents);
    await page.goto(`${server.url}/topic/${TOPIC_ID}`);
    await page.waitForFunction(() => window.__firstQuestionAt !== undefined);
    const firstQuestion = await page.evaluate(() => window.__firstQuestionAt!);
    // Find-in-page reaches the last question once its text is in the page: the server sends it.
    const lastQuestion = await page.evaluate(() => window.__lastQuestionAt);
    if (lastQuestion == null) throw new Error(`question ${QUESTIONS}'s text was not in the page at DOMContentLoaded`);
    const samples: number[] = [];
    for (const target of TARGETS) samples.push(await answerQuestion(page, target));
    const sorted = samples.toSorted((a, b) => a - b);
    return [
      { figure: `GET /api/quiz/${TOPIC_ID} (${QUESTIONS} questions), br`, value: brBytes / 1024, unit: 'KiB' },
      ...pageRows,
      { figure: `/topic/${TOPIC_ID} first question visible (${CPU_SLOWDOWN}x CPU)`, value: firstQuestion, unit: 'ms' },
      {
        figure: `/topic/${TOPIC_ID} question ${QUESTIONS}'s text in the page (${CPU_SLOWDOWN}x CPU)`,
        value: lastQuestion,
        unit: 'ms',
      },
      {
        figure: `/topic/${TOPIC_ID} answer a question, click to paint (${CPU_SLOWDOWN}x CPU), median of ${TARGETS.length}`,
        value: sorted[Math.floor(sorted.length / 2)]!,
        unit: 'ms',
        budget: 100,
      },
      {
        figure: `/topic/${TOPIC_ID} answer a question, click to paint (${CPU_SLOWDOWN}x CPU), slowest of ${TARGETS.length}`,
        value: sorted.at(-1)!,
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(content, { recursive: true, force: true });
  }
}

/** Runs in the page before its scripts: notes the first card's paint, the last card's text and every slow event. */
function observeFirstQuestionAndEvents() {
  document.addEventListener('DOMContentLoaded', () => {
    const cards = document.querySelectorAll('main ol > li');
    window.__lastQuestionAt = /^Quiz 1000:/.test(cards[cards.length - 1]?.textContent ?? '') ? performance.now() : null;
  });
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      window.__events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  const seen = new MutationObserver(() => {
    if (!document.querySelector('main ol > li')) return;
    seen.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__firstQuestionAt = performance.now())));
  });
  seen.observe(document, { childList: true, subtree: true });
}

/**
 * Event Timing's duration runs from the input to the next paint. Entries under 16 ms are not
 * reported at all, so an answer without one took less than that and counts as 16.
 */
async function answerQuestion(page: Page, number: number): Promise<number> {
  const card = page.locator('main ol > li').filter({ hasText: `Quiz ${number}:` });
  const radio = (await card.getByRole('radio').first().elementHandle())!;
  await radio.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1000);
  // Read after the wait: a list scrolled into view for the first time renders and may take a
  // height other than the one held for it, which moves the radio (as a reader would see it move).
  const box = (await radio.boundingBox())!;
  await page.evaluate(() => (window.__events = []));
  // A bare mouse click: a locator's click would first search the 1,000 cards' text in the page,
  // which is Playwright's work on the main thread, not the app's.
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(1000);
  const events = await page.evaluate(() => window.__events.filter((entry) => entry.interactionId > 0));
  if (!(await radio.isChecked())) throw new Error(`question ${number} was not answered`);
  return Math.max(16, ...events.map((entry) => entry.duration));
}
