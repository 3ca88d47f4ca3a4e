// `npm test`: every check the project has, in the order that fails fastest.
import { ensureInstalled, run } from './lib/project.js';

ensureInstalled();
for (const script of ['lint', 'typecheck', 'content:check']) run('npm', ['run', '--silent', script]);
// Every runnable answer proven by running it. CI installs every toolchain and requires them all;
// locally, one that is not installed (Go, Rust, PostgreSQL) is listed as not executed, not a failure.
run('npm', ['run', '--silent', 'content:verify', ...(process.env.CI ? [] : ['--', '--allow-missing'])]);
run('npx', ['vitest', 'run']);
run('npm', ['run', '--silent', 'test:e2e']);
