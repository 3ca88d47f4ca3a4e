import lighthouse from 'lighthouse';
import type { BenchRow } from './table.js';
import { startChromium } from './web-processes.js';

const PAGES = ['/', '/topics', '/topic/1', '/blog', '/review'];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  { audit: 'largest-contentful-paint', label: 'LCP', unit: 'ms', budget: 1500 },
  { audit: 'cumulative-layout-shift', label: 'CLS', unit: '', budget: 0 },
  { audit: 'total-blocking-time', label: 'TBT', unit: 'ms', budget: 50 },
] as const;

type Figures = Record<string, number>;

/** Lighthouse's mobile defaults (simulated slow 4G, 4x CPU), median of three runs a page. */
export async function lighthouseRows(baseUrl: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const page of PAGES) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measuredRun(`${baseUrl}${page}`));
    const median = (key: string) => runs.map((run) => run[key]!).sort((a, b) => a - b)[Math.floor(RUNS / 2)]!;
    rows.push({ figure: `${page} performance`, value: median('performance'), unit: '', baseline: 100, minRatio: 1 });
    for (const category of CATEGORIES.slice(1)) {
      rows.push({ figure: `${page} ${category}`, value: median(category), unit: '', baseline: 100, minRatio: 1 });
    }
    for (const metric of METRICS) {
      rows.push({
        figure: `${page} ${metric.label}`,
        value: median(metric.label),
        unit: metric.unit,
        budget: metric.budget,
      });
    }
  }
  return rows;
}

/** Lighthouse's trace now and then lacks the navigation's start or first paint (NO_NAVSTART, NO_FCP): no figure, so run again. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP']);
const ATTEMPTS = 3;

async function measuredRun(url: string): Promise<Figures> {
  for (let attempt = 1; ; attempt++) {
    const figures = await oneRun(url);
    if (!('traceError' in figures)) return figures;
    console.warn(`Lighthouse on ${url}: ${figures.traceError}, attempt ${attempt} of ${ATTEMPTS}`);
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse on ${url}: ${figures.traceError} in every attempt`);
  }
}

// A fresh browser a run, so no run is served from the cache of the one before.
async function oneRun(url: string): Promise<Figures | { traceError: string }> {
  const chromium = await startChromium();
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError && TRACE_ERRORS.has(runtimeError.code)) return { traceError: runtimeError.code };
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    const figures: Figures = {};
    for (const category of CATEGORIES) figures[category] = Math.round((categories[category]?.score ?? 0) * 100);
    for (const metric of METRICS) figures[metric.label] = audits[metric.audit]?.numericValue ?? Number.NaN;
    return figures;
  } finally {
    await chromium.stop();
  }
}
