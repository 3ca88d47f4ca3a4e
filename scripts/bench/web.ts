// `npm run bench:web`: Lighthouse on the main pages and a 1,000-question topic in Chromium; one
// table, non-zero exit when a budget is missed. Kept out of `npm run bench`: it needs a browser.
import { ensureBuilt } from '../lib/project.js';
import { startBarePage } from './bare-page.js';
import { largeTopicRows } from './large-topic.js';
import { lighthouseRows, PASSES } from './lighthouse-runs.js';
import { printMachineLoad } from './machine-load.js';
import { type BenchRow, printTable } from './table.js';
import { topicPageRows } from './topic-page-size.js';
import { startServer } from './web-processes.js';

ensureBuilt();
printMachineLoad('start');
const server = await startServer();
const bare = await startBarePage();
let rows: BenchRow[];
try {
  rows = [];
  for (const pass of PASSES) rows.push(...(await lighthouseRows(server.url, bare.url, pass)));
  rows.push(...(await topicPageRows(server.url)));
} finally {
  await bare.stop();
  await server.stop();
}
rows.push(...(await largeTopicRows()));
if (!printTable(rows)) process.exitCode = 1;
printMachineLoad('end');
