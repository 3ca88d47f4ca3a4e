import { parseVerify } from '../../server/content/types.js';
import type { Claim } from './verify-question.js';

/** A one-line question for the runners' tests; `verify` as written after `verify:`. */
export const claim = (verify: string, code: string | undefined, expected: string): Claim => ({
  topic: 'test',
  file: 'test.md',
  line: 1,
  id: 'q',
  verify: parseVerify(verify),
  code,
  expected,
});
