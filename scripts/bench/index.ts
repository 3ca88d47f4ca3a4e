// `npm run bench`: one table of figures against budgets and baselines; exits non-zero when one is missed.
import path from 'node:path';
import { ensureBuilt } from '../lib/project.js';
import { apiBaseline } from './api-baseline.js';
import { landingPageBudget } from './bundle-budget.js';
import { loadRuns } from './load.js';
import { printMachineLoad } from './machine-load.js';
import { importRuns } from './import-run.js';
import { startupRuns } from './startup.js';
import { printTable } from './table.js';

ensureBuilt();
printMachineLoad('start');
const rows = [
  ...(await landingPageBudget(path.resolve('dist/client'))),
  ...(await startupRuns()),
  ...(await importRuns()),
  ...(await apiBaseline()),
  ...(await loadRuns()),
];
if (!printTable(rows)) process.exitCode = 1;
printMachineLoad('end');
