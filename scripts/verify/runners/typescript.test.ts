import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';

const { context, dispose } = createContext(5000);
afterAll(dispose);
const verify = (code: string, expected: string) => verifyClaim(claim('typescript', code, expected), context);

describe('typescript', () => {
  it('runs a snippet that compiles, with its types stripped', async () => {
    const code =
      'enum Level { Low = 1, High }\nconst pick = <T,>(items: T[]): T | undefined => items[1];\nconsole.log(Level.High, pick(["a", "b"]));';
    expect(await verify(code, '2 b')).toEqual({ status: 'proven' });
  }, 60_000); // The first snippet loads the library files.
  it('gives the diagnostics as output when it does not compile, under strict', async () => {
    const code = 'const n: number = "one";\nfunction f(x) { return x; }\n\nconst s: string = 1;';
    expect(await verify(code, 'error TS2322 line 1\nerror TS7006 line 2\nerror TS2322 line 4')).toEqual({
      status: 'proven',
    });
    expect(await verify('const n: number = 1;\nconsole.log(n);', 'error TS2322 line 1')).toMatchObject({
      status: 'failed',
      actual: '1',
    });
  });
});
