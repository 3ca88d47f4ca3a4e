// `npm test`: every check the project has, in the order that fails fastest. Each stage prints a
// short summary (failures in full) and one line saying how it ended; the last lines sum them up.
import { spawnSync } from 'node:child_process';
import { ensureInstalled, root } from './lib/project.js';

ensureInstalled();
const stages = [
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  // The interface's catalogs hold exactly the messages the code has: none missing, none unused.
  ['message catalogs', 'npm', ['run', '--silent', 'i18n:check']],
  ['content check', 'npm', ['run', '--silent', 'content:check']],
  // Every runnable answer proven by running it. CI installs every toolchain and requires them all;
  // locally, one that is not installed (Go, Rust, PostgreSQL) is listed as not executed, not a failure.
  ['content verify', 'npm', ['run', '--silent', 'content:verify', ...(process.env.CI ? [] : ['--', '--allow-missing'])]],
  // Dots instead of a line per test: the failures are printed in full at the end of each.
  ['unit and API tests', 'npx', ['vitest', 'run', '--reporter=dot']],
  ['end-to-end tests', 'npm', ['run', '--silent', 'test:e2e', '--', '--reporter=dot']],
  // Builds the container image and runs it with podman (scripts/container/image.test.ts); without
  // podman it says what to install and is skipped, unless QUIZ_DOJO_REQUIRE_CONTAINER=1 (CI).
  ['container image', 'npm', ['run', '--silent', 'test:image']],
];

const ended = [];
for (const [name, command, args] of stages) {
  console.log(`\n── ${name} ──`);
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  const passed = result.status === 0;
  ended.push(`${passed ? '✓' : '✗'} ${name} ${passed ? 'passed' : 'FAILED'} (${seconds} s)`);
  console.log(ended.at(-1));
  if (!passed) break;
}
console.log(`\n${ended.join('\n')}`);
const failed = ended.filter((line) => line.startsWith('✗')).length;
console.log(`stages: ${ended.length - failed} passed, ${failed} failed${ended.length < stages.length ? `, ${stages.length - ended.length} skipped` : ''}`);
process.exit(failed ? 1 : 0);
