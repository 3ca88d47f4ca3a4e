import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import { java17, runJava } from './java.js';

const { context, dispose } = createContext(20_000);
afterAll(dispose);
const hasJava = java17() !== undefined;

describe('java', () => {
  it.runIf(hasJava)(
    'proves hello world, run by Java 17 with the single-file source launcher',
    async () => {
      const code =
        'class Hello {\n  public static void main(String[] args) {\n    System.out.println("Hello, Java " + Runtime.version().feature());\n  }\n}';
      expect(await verifyClaim(claim('java', code, 'Hello, Java 17'), context)).toEqual({ status: 'proven' });
      expect(await verifyClaim(claim('java', code, 'Hello, Java 21'), context)).toMatchObject({
        status: 'failed',
        actual: 'Hello, Java 17',
      });
    },
    60_000,
  );

  it.runIf(hasJava)(
    "gives javac's error lines as the output of a snippet that does not compile",
    async () => {
      const code = 'public class Main {\n  public static void main(String[] args) {\n    int n = "one";\n  }\n}';
      const expected = 'Main.java:3: error: incompatible types: String cannot be converted to int';
      expect(await verifyClaim(claim('java', code, expected), context)).toEqual({ status: 'proven' });
    },
    60_000,
  );

  it.runIf(hasJava)(
    "keeps stdout printed before an uncaught exception, and shows the exception's stderr when a claim fails",
    async () => {
      const code =
        'public class Main {\n  public static void main(String[] args) {\n    System.out.println("before");\n' +
        '    throw new IllegalStateException("boom");\n  }\n}';
      const result = await runJava({ code }, context);
      expect(result).toMatchObject({ kind: 'ran', stdout: 'before\n', exitCode: 1 });
      expect(result.kind === 'ran' && result.stderr).toMatch(
        /Exception in thread "main" java.lang.IllegalStateException: boom/,
      );
      expect(await verifyClaim(claim('java', code, 'after'), context)).toMatchObject({
        status: 'failed',
        actual: 'before',
        why: /IllegalStateException: boom/,
      });
    },
    60_000,
  );

  it.skipIf(hasJava)('is not executed without Java, and says why', async () => {
    expect(await verifyClaim(claim('java', 'class A {}', ''), context)).toMatchObject({
      status: 'not-executed',
      reason: /Java 17 is not installed/,
    });
  });
});
