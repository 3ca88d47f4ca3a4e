// `npm run bench`: one table of figures against budgets; exits non-zero when a budget is missed.
import path from 'node:path';
import { ensureBuilt } from '../lib/project.js';
import { landingPageBudget } from './bundle-budget.js';
import { printTable } from './table.js';

ensureBuilt();
const rows = [...(await landingPageBudget(path.resolve('dist/client')))];
if (!printTable(rows)) process.exitCode = 1;
