import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { minimalEnv } from '../sandbox/index.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';

const { context, dispose } = createContext(20_000);
afterAll(dispose);
const has = (tool: string, args = ['--version']) => {
  try {
    execFileSync(tool, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

describe('go', () => {
  const code = 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println(len("héllo")) }';
  it.runIf(has('go', ['version']))(
    'runs go run main.go',
    async () => {
      expect(await verifyClaim(claim('go', code, '6'), context)).toEqual({ status: 'proven' });
    },
    120_000,
  );
  it.skipIf(has('go', ['version']))('is not executed without Go, and says why', async () => {
    expect(await verifyClaim(claim('go', code, '6'), context)).toMatchObject({
      status: 'not-executed',
      reason: /Go is not installed/,
    });
  });
});

describe('rust', () => {
  const code = 'fn main() { let v = vec![1, 2, 3]; println!("{}", v.iter().sum::<i32>()); }';
  it.runIf(has('rustc'))(
    'compiles with rustc and runs the program',
    async () => {
      expect(await verifyClaim(claim('rust', code, '6'), context)).toEqual({ status: 'proven' });
      expect(await verifyClaim(claim('rust', code, '7'), context)).toMatchObject({ status: 'failed', actual: '6' });
    },
    60_000,
  );
  // Rust questions that expect a compile error run rustc from a shell script (verify: bash).
  it.runIf(has('rustc'))('gives a shell snippet the rustc the runner uses, wherever it is installed', async () => {
    // The sandbox's PATH: as root, rustup's compiler under /root is out of nobody's reach, so /usr/bin's.
    const version = execFileSync('rustc', ['--version'], { encoding: 'utf8', env: minimalEnv('/') }).trim();
    expect(await verifyClaim(claim('bash', 'rustc --version', version), context)).toEqual({ status: 'proven' });
  });
  it.skipIf(has('rustc'))('is not executed without rustc, and says why', async () => {
    expect(await verifyClaim(claim('rust', code, '6'), context)).toMatchObject({
      status: 'not-executed',
      reason: /not installed/,
    });
  });
});
