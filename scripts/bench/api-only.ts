// `npx tsx scripts/bench/api-only.ts`: the API rows of `npm run bench` alone (our server with the rate
// limit on, on SQLite and PostgreSQL, against the bare node:http server), for a shared machine;
// BENCH_API_LIMIT_OFF=1 adds both servers with RATE_LIMIT=0, to show what the limiter costs.
import { ensureBuilt } from '../lib/project.js';
import { apiBaseline } from './api-baseline.js';
import { printMachineLoad } from './machine-load.js';
import { printTable } from './table.js';

ensureBuilt();
printMachineLoad('start');
if (!printTable(await apiBaseline({ withoutLimit: process.env.BENCH_API_LIMIT_OFF === '1' }))) process.exitCode = 1;
printMachineLoad('end');
