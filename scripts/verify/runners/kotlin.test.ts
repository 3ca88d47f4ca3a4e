import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import { java17 } from './java.js';
import { kotlinHome, runKotlin } from './kotlin.js';
import { compilerArchive } from './kotlin-class-archive.js';

const { context, dispose } = createContext(20_000);
afterAll(dispose);
const hasKotlin = java17() !== undefined && kotlinHome() !== undefined;

describe('kotlin', () => {
  it.runIf(hasKotlin)(
    'proves a program compiled by kotlinc and run on Java 17',
    async () => {
      const code =
        'data class P(val x: Int)\nfun main() {\n  println("${P(1).copy(x = 2)} on Java ${Runtime.version().feature()}, ${KotlinVersion.CURRENT}")\n}';
      expect(await verifyClaim(claim('kotlin', code, 'P(x=2) on Java 17, 2.4.20'), context)).toEqual({
        status: 'proven',
      });
      // The first run made the compiler's class-data archive (a minute when the machine is busy).
      expect(fs.statSync((await compilerArchive(context, java17()!, kotlinHome()!, []))!).size).toBeGreaterThan(1e7);
      expect(await verifyClaim(claim('kotlin', code, 'P(x=1) on Java 17, 2.4.20'), context)).toMatchObject({
        status: 'failed',
        actual: 'P(x=2) on Java 17, 2.4.20',
      });
    },
    240_000,
  );

  it.runIf(hasKotlin)(
    "gives kotlinc's error lines as the output of a snippet that does not compile",
    async () => {
      const code = 'fun main() {\n  val s: String = null\n  println(s)\n}';
      const expected = "main.kt:2:19: error: null cannot be a value of a non-null type 'String'.";
      expect(await verifyClaim(claim('kotlin', code, expected), context)).toEqual({ status: 'proven' });
    },
    120_000,
  );

  it.runIf(hasKotlin)(
    'keeps stdout printed before an uncaught exception',
    async () => {
      const code = 'fun main() {\n  println("before")\n  val s: String? = null\n  println(s!!.length)\n}';
      const result = await runKotlin({ code }, context);
      expect(result).toMatchObject({ kind: 'ran', stdout: 'before\n', exitCode: 1 });
      expect(result.kind === 'ran' && result.stderr).toMatch(/java\.lang\.NullPointerException/);
    },
    120_000,
  );

  it.runIf(hasKotlin)(
    "runs coroutines with the distribution's kotlinx.coroutines",
    async () => {
      const code =
        'import kotlinx.coroutines.*\nfun main() = runBlocking {\n  launch { print("b") }\n  print("a")\n  yield()\n  println("c")\n}';
      expect(await verifyClaim(claim('kotlin', code, 'abc'), context)).toEqual({ status: 'proven' });
    },
    120_000,
  );

  it.skipIf(hasKotlin)('is not executed without Java 17 or kotlinc, and says why', async () => {
    expect(await verifyClaim(claim('kotlin', 'fun main() {}', ''), context)).toMatchObject({
      status: 'not-executed',
      reason: /is not installed/,
    });
  });
});
