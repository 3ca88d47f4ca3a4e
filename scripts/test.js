// `npm test`: every check the project has, in the order that fails fastest.
import { ensureInstalled, run } from './lib/project.js';

ensureInstalled();
for (const script of ['lint', 'typecheck', 'content:check']) run('npm', ['run', '--silent', script]);
run('npx', ['vitest', 'run']);
run('npm', ['run', '--silent', 'test:e2e']);
