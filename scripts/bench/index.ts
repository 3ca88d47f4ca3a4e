// `npm run bench`: one table of figures against budgets; exits non-zero when a budget is missed.
import path from 'node:path';
import { ensureBuilt } from '../lib/project.js';
import { landingPageBudget } from './bundle-budget.js';
import { loadRuns } from './load.js';
import { printTable } from './table.js';

ensureBuilt();
const rows = [...(await landingPageBudget(path.resolve('dist/client'))), ...(await loadRuns())];
if (!printTable(rows)) process.exitCode = 1;
