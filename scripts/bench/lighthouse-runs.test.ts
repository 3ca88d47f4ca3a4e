import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBarePage } from './bare-page.js';
import { budgetOf, METRICS, PASSES } from './lighthouse-runs.js';

const [normal, slow] = PASSES;
const metric = (label: string) => METRICS.find((each) => each.label === label)!;

describe("a page's budgets in a Lighthouse pass", () => {
  it('lets a page block 50 ms more than the bare page did in the same pass, at either slowdown', () => {
    expect(budgetOf(metric('TBT'), normal, 0)).toEqual({ budget: 50 });
    expect(budgetOf(metric('TBT'), normal, 43)).toEqual({ budget: 93 });
    expect(budgetOf(metric('TBT'), slow, 135)).toEqual({ budget: 185 });
  });

  it('holds the largest paint to 1.5 s at 4x and leaves it to the score at 12x', () => {
    expect(budgetOf(metric('LCP'), normal, 43)).toEqual({ budget: 1500 });
    expect(budgetOf(metric('LCP'), slow, 135)).toEqual({});
  });

  it('allows no layout shift, whatever the bare page did', () => {
    expect(budgetOf(metric('CLS'), slow, 135)).toEqual({ budget: 0 });
  });
});

describe('the bare page', () => {
  let bare: Awaited<ReturnType<typeof startBarePage>>;
  beforeAll(async () => {
    bare = await startBarePage();
  });
  afterAll(() => bare.stop());

  it('is a heading and a paragraph, with nothing the browser must fetch or run', async () => {
    const response = await fetch(bare.url);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>A bare page</h1>');
    expect(html).not.toMatch(/<(script|link|style|img|svg|iframe)\b/);
    expect((await fetch(new URL('/favicon.ico', bare.url))).status).toBe(404);
  });
});
