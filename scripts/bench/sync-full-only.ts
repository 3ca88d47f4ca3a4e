// `npx tsx scripts/bench/sync-full-only.ts`: the rows of an account at the record bound pulled by ten
// clients (issue 31), alone, so they can be measured without the whole bench on a shared machine.
import { ensureBuilt } from '../lib/project.js';
import { printMachineLoad } from './machine-load.js';
import { syncFullAccountRuns } from './sync-full-account.js';
import { printTable } from './table.js';

ensureBuilt();
printMachineLoad('start');
if (!printTable(await syncFullAccountRuns())) process.exitCode = 1;
printMachineLoad('end');
