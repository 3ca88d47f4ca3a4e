import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import { RUBY, runRuby } from './ruby.js';

const { context, dispose } = createContext(20_000);
afterAll(dispose);
const hasRuby = fs.existsSync(RUBY);

describe('ruby', () => {
  it.runIf(hasRuby)('proves hello world with Ruby 3.1 and fails a wrong key, showing what printed', async () => {
    const code = 'puts "Hello, #{RUBY_VERSION[0, 3]}"';
    expect(await verifyClaim(claim('ruby', code, 'Hello, 3.1'), context)).toEqual({ status: 'proven' });
    expect(await verifyClaim(claim('ruby', code, 'Hello, 3.0'), context)).toMatchObject({
      status: 'failed',
      actual: 'Hello, 3.1',
    });
  });

  it.runIf(hasRuby)('reports a syntax error on stderr, with nothing on stdout', async () => {
    const result = await runRuby({ code: 'puts "a"\ndef broken(\nputs "b"' }, context);
    expect(result).toMatchObject({ kind: 'ran', stdout: '', exitCode: 1 });
    expect(result.kind === 'ran' && result.stderr).toMatch(/syntax error/);
  });

  it.runIf(hasRuby)('keeps what was printed before an uncaught exception, which shows why', async () => {
    const code = 'puts "before"\nraise ArgumentError, "boom"\nputs "after"';
    expect(await verifyClaim(claim('ruby', code, 'after'), context)).toMatchObject({
      status: 'failed',
      actual: 'before',
      why: expect.stringMatching(/boom \(ArgumentError\)/),
    });
  });

  it.runIf(hasRuby)('runs with UTF-8 as the default external encoding, whatever the machine has', async () => {
    const code = 'puts Encoding.default_external, "héllo".length, "héllo".bytesize';
    expect(await verifyClaim(claim('ruby', code, 'UTF-8\n5\n6'), context)).toEqual({ status: 'proven' });
  });

  it.skipIf(hasRuby)('is not executed without Ruby, and says why', async () => {
    expect(await verifyClaim(claim('ruby', 'puts 1', '1'), context)).toMatchObject({
      status: 'not-executed',
      reason: /Ruby 3.1 is not installed/,
    });
  });
});
