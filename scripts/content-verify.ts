// npm run content:verify: runs every question that says how its answer is proven, and checks it.
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ContentError, formatProblems } from '../server/content/types.js';
import { terminalLines } from './lib/terminal-safe.js';
import { loadClaims } from './verify/claims.js';
import { createContext } from './verify/context.js';
import { mapPool } from './verify/pool.js';
import { createProgress } from './verify/progress.js';
import { formatReport } from './verify/report.js';
import { allowUnsafe, sandboxStatus } from './verify/sandbox/index.js';
import { toolVersions } from './verify/tool-versions.js';
import { verifyClaim } from './verify/verify-question.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    // Locally, a toolchain that is not installed (Go, Rust, PostgreSQL) may be skipped; CI is strict.
    'allow-missing': { type: 'boolean', default: false },
    topic: { type: 'string', multiple: true },
    timeout: { type: 'string', default: '10' },
    // A run per core: compilers and interpreters are busy on the CPU, more runs would only queue.
    jobs: { type: 'string', default: String(os.availableParallelism()) },
    // Where no sandbox can be made, run the questions' code as the caller anyway: trusted content only.
    unsafe: { type: 'boolean', default: false },
  },
});
const jobs = Number(values.jobs);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`content:verify: --jobs ${JSON.stringify(values.jobs)}: must be a whole number from 1`);
  process.exit(2);
}

const sandbox = sandboxStatus();
if (!sandbox.ok) {
  if (!values.unsafe) {
    console.error(
      `content:verify refuses to run the questions' code without a sandbox: ${sandbox.why}.\nOnly for content you trust: npm run content:verify -- --unsafe`,
    );
    process.exit(1);
  }
  allowUnsafe();
}
const contentDir = path.resolve(positionals[0] ?? process.env.CONTENT_DIR ?? 'content');

let topics;
try {
  topics = await loadClaims(contentDir);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`${terminalLines(formatProblems(error.problems))}\n\ncontent:verify needs a valid bank: run npm run content:check`);
  process.exit(1);
}
if (values.topic) topics = topics.filter((t) => values.topic!.includes(t.slug));

const { context, dispose } = createContext(Number(values.timeout) * 1000);
const claims = topics.flatMap((t) => t.claims);
console.log(await toolVersions());
console.log(
  `verifying ${claims.length} questions, ${jobs} at a time, ${values.timeout} s each; ${sandbox.ok ? sandbox.note : `UNSAFE, no sandbox: ${sandbox.why}`}`,
);
const started = Date.now();
const progress = createProgress(
  topics.map((t) => ({ name: t.name, questions: t.claims.length })),
  { write: (text) => process.stdout.write(text), tty: process.stdout.isTTY === true },
);
let outcomes;
try {
  outcomes = await mapPool(claims, jobs, async (claim) => {
    const outcome = await verifyClaim(claim, context);
    progress.done({ claim, outcome });
    return outcome;
  });
} finally {
  await dispose();
}
const results = claims.map((claim, i) => ({ claim, outcome: outcomes[i]! }));
console.log(
  '\n' + formatReport(topics.map((t) => ({ name: t.name, results: results.filter((r) => r.claim.topic === t.name) }))),
);
console.log(`\n${((Date.now() - started) / 1000).toFixed(1)} s`);

const failed = results.filter(({ outcome }) => outcome.status === 'failed').length;
const blocking = results.filter(
  ({ outcome }) => outcome.status === 'not-executed' && !(outcome.missingToolchain && values['allow-missing']),
).length;
if (failed > 0 || blocking > 0) {
  console.error(`content:verify failed: ${failed} failed, ${blocking} not executed`);
  process.exitCode = 1;
}
