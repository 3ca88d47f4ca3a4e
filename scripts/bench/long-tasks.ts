// `npm run bench:tasks -- [--min MS] [PATH ...]`: where each page spends its main thread at load. Loads
// each page (default: bench:web's) in Debian's Chromium at a phone's size, unthrottled, traces it until
// the network has been quiet for a moment, and lists every task of MS (default 10) or more with what it
// did, and Lantern's blocking time those tasks make at Lighthouse's 4x and the slow phone's 12x.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { ensureBuilt } from '../lib/project.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../lib/chromium.js';
import { printMachineLoad } from './machine-load.js';
import { blockingAt, LANTERN_MIN_TASK_MS, mainThreadTasks, type TraceEvent } from './trace-tasks.js';
import { startServer } from './web-processes.js';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'blink', 'loading'];
/** Lighthouse's phone (a Moto G Power). */
const PHONE = { width: 412, height: 823 };

const { values, positionals } = parseArgs({ options: { min: { type: 'string', default: '10' } }, allowPositionals: true });
const minMs = Number(values.min);
if (!(minMs > 0)) throw new Error(`--min ${values.min}: give the shortest task to list, in ms (e.g. --min 10)`);
const pages = positionals.length > 0 ? positionals : ['/', '/topics', '/topic/1', '/blog', '/review'];

ensureBuilt();
printMachineLoad('start');
const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  for (const path of pages) {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await browser.startTracing(page, { categories: CATEGORIES });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    // As Lighthouse does after the load: a moment of quiet, in which late work still shows.
    await page.waitForTimeout(2000);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    await context.close();
    const tasks = mainThreadTasks(trace.traceEvents, path, server.url, Math.min(minMs, LANTERN_MIN_TASK_MS));
    const after = tasks.filter((task) => task.afterFirstPaint && task.duration >= LANTERN_MIN_TASK_MS);
    console.log(
      `\n${path}: ${after.length} tasks of ${LANTERN_MIN_TASK_MS} ms or more after the first paint, ` +
        `${after.reduce((sum, task) => sum + task.duration, 0).toFixed(0)} ms in all; Lantern's blocking time ` +
        `from them at 4x ${blockingAt(tasks, 4).toFixed(0)} ms, at 12x ${blockingAt(tasks, 12).toFixed(0)} ms`,
    );
    for (const task of tasks.filter((task) => task.duration >= minMs)) {
      const when = `${task.start >= 0 ? '+' : ''}${task.start.toFixed(0)} ms`;
      console.log(`  ${when.padStart(9)}  ${task.duration.toFixed(1).padStart(6)} ms  ${task.causes.join(', ')}`);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
printMachineLoad('end');
