// `npx tsx scripts/bench/metrics-cost-only.ts`: the metrics on-vs-off rows of `npm run bench` alone, so they
// can be measured without running the whole bench on a shared machine.
import { ensureBuilt } from '../lib/project.js';
import { printMachineLoad } from './machine-load.js';
import { metricsCostRuns } from './metrics-cost.js';
import { printTable } from './table.js';

ensureBuilt();
printMachineLoad('start');
if (!printTable(await metricsCostRuns())) process.exitCode = 1;
printMachineLoad('end');
