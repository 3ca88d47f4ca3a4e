// `npm run bench`: one table of figures against budgets and baselines; exits non-zero when one is missed.
import path from 'node:path';
import { ensureBuilt } from '../lib/project.js';
import { apiBaseline } from './api-baseline.js';
import { figuresRuns } from './feedback-figures.js';
import { landingPageBudget } from './bundle-budget.js';
import { loadRuns } from './load.js';
import { metricsCostRuns } from './metrics-cost.js';
import { importRuns } from './import-run.js';
import { printMachineLoad } from './machine-load.js';
import { startupRuns } from './startup.js';
import { syncLoadRuns } from './sync-load.js';
import { syncFullAccountRuns } from './sync-full-account.js';
import { syncPullRuns } from './sync-pull.js';
import { syncScaleRuns } from './sync-scale.js';
import { printTable } from './table.js';

ensureBuilt();
printMachineLoad('start');
const rows = [
  ...(await landingPageBudget(path.resolve('dist/client'))),
  ...(await startupRuns()),
  ...(await importRuns()),
  ...(await figuresRuns()),
  ...(await apiBaseline()),
  ...(await metricsCostRuns()),
  ...(await loadRuns()),
  ...(await syncLoadRuns()),
  ...(await syncScaleRuns()),
  ...(await syncPullRuns()),
  ...(await syncFullAccountRuns()),
];
if (!printTable(rows)) process.exitCode = 1;
printMachineLoad('end');
