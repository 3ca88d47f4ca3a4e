// `npx tsx scripts/bench/sync-pull-only.ts`: the sync pull rows of `npm run bench` alone, so they can be
// measured without running the whole bench on a shared machine.
import { ensureBuilt } from '../lib/project.js';
import { printMachineLoad } from './machine-load.js';
import { syncPullRuns } from './sync-pull.js';
import { printTable } from './table.js';

ensureBuilt();
printMachineLoad('start');
if (!printTable(await syncPullRuns())) process.exitCode = 1;
printMachineLoad('end');
