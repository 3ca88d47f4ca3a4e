import type { VerifyDraft } from '../../server/content/types.js';
import { bounded, normalizeOutput } from './compare.js';
import { RUNNERS } from './runners/index.js';
import type { RunContext, RunnerName } from './types.js';

/** A question as the verifier sees it: where it is, how to run it and what it claims. */
export type Claim = {
  topic: string;
  file: string;
  line: number;
  id: string;
  /** The `verify:` line; undefined in a topic not converted yet. */
  verify: VerifyDraft | undefined;
  /** The Check block, else the question's first fenced code block; undefined when there is none. */
  code: string | undefined;
  /** The Expect value, else the correct option without its backticks. */
  expected: string;
};

export type Outcome =
  | { status: 'unmarked' }
  | { status: 'not-executable' }
  | { status: 'proven' }
  | { status: 'failed'; expected: string; actual: string; why: string }
  | { status: 'not-executed'; reason: string; missingToolchain: boolean };

/** Runs one question's code and compares its output with what the question says it prints. */
export async function verifyClaim(claim: Claim, context: RunContext): Promise<Outcome> {
  const verify = claim.verify;
  if (!verify) return { status: 'unmarked' };
  if (verify.runner === 'none') return { status: 'not-executable' };
  if (!(verify.runner in RUNNERS)) return failed(claim, '', `unknown runner "${verify.runner}"`);
  if (claim.code === undefined) return failed(claim, '', 'there is no Check block and no code block to run');
  const version = 'version' in verify ? verify.version : undefined;
  let result;
  try {
    result = await RUNNERS[verify.runner as RunnerName]({ code: claim.code, version }, context);
  } catch (error) {
    return failed(claim, '', `the ${verify.runner} runner broke: ${(error as Error).message}`);
  }
  if (result.kind === 'not-executed') return { status: 'not-executed', ...result };
  const actual = normalizeOutput(result.stdout);
  if (result.timedOut) return failed(claim, actual, `timed out after ${context.timeoutMs / 1000} s and was killed`);
  if (result.disagreement) return failed(claim, actual, result.disagreement);
  if (actual === normalizeOutput(claim.expected)) return { status: 'proven' };
  const stderr = normalizeOutput(result.stderr);
  const why = stderr ? `stderr: ${bounded(stderr, 300)}` : result.exitCode !== 0 ? `exit code ${result.exitCode}` : '';
  return failed(claim, actual, why);
}

function failed(claim: Claim, actual: string, why: string): Outcome {
  return { status: 'failed', expected: normalizeOutput(claim.expected), actual, why };
}
