import type { Claim } from './verify-question.js';

/** A one-line question for the runners' tests. */
export const claim = (verify: string, code: string | undefined, expected: string): Claim => ({
  topic: 'test',
  file: 'test.md',
  line: 1,
  id: 'q',
  verify,
  code,
  expected,
});
