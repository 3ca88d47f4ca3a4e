import { bounded, normalizeOutput } from './compare.js';
import { parseVerify, RUNNERS } from './runners/index.js';
import type { RunContext } from './types.js';

/** A question as the verifier sees it: where it is, how to run it and what it claims. */
export type Claim = {
  topic: string;
  file: string;
  line: number;
  id: string;
  /** The `verify:` value, for example `node 22` or `none: concept`. */
  verify: string;
  /** The Check block, else the question's first fenced code block; undefined when there is none. */
  code: string | undefined;
  /** The Expect value, else the correct option without its backticks. */
  expected: string;
};

export type Outcome =
  | { status: 'not-executable' }
  | { status: 'proven' }
  | { status: 'failed'; expected: string; actual: string; why: string }
  | { status: 'not-executed'; reason: string; missingToolchain: boolean };

/** Runs one question's code and compares its output with what the question says it prints. */
export async function verifyClaim(claim: Claim, context: RunContext): Promise<Outcome> {
  const spec = parseVerify(claim.verify);
  if (!spec) return failed(claim, '', `unknown verify value "${claim.verify}"`);
  if (spec.runner === 'none') return { status: 'not-executable' };
  if (claim.code === undefined) return failed(claim, '', 'there is no Check block and no code block to run');
  let result;
  try {
    result = await RUNNERS[spec.runner]({ code: claim.code, version: spec.version }, context);
  } catch (error) {
    return failed(claim, '', `the ${spec.runner} runner broke: ${(error as Error).message}`);
  }
  if (result.kind === 'not-executed') return { status: 'not-executed', ...result };
  const actual = normalizeOutput(result.stdout);
  if (result.timedOut) return failed(claim, actual, `timed out after ${context.timeoutMs / 1000} s and was killed`);
  if (actual === normalizeOutput(claim.expected)) return { status: 'proven' };
  const stderr = normalizeOutput(result.stderr);
  return failed(claim, actual, stderr ? `stderr: ${bounded(stderr, 300)}` : `exit code ${result.exitCode}`);
}

function failed(claim: Claim, actual: string, why: string): Outcome {
  return { status: 'failed', expected: normalizeOutput(claim.expected), actual, why };
}
