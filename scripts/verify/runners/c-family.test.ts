import { execFileSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import { sanitizerReport } from './c-family.js';

const { context, dispose } = createContext(20_000);
afterAll(dispose);
const has = (tool: string) => {
  try {
    execFileSync(tool, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const verify = (runner: string, code: string, expected: string) => verifyClaim(claim(runner, code, expected), context);

const HELLO = '#include <stdio.h>\n\nint main(void) {\n  printf("hello, %d\\n", (int)sizeof(char));\n}\n';
const OUT_OF_BOUNDS = [
  '#include <stdio.h>',
  '#include <stdlib.h>',
  'int main(void) {',
  '  int *a = malloc(4 * sizeof *a);',
  '  printf("before\\n");',
  '  a[4] = 1;',
  '  printf("after %d\\n", a[0]);',
  '  free(a);',
  '}',
].join('\n');

describe.runIf(has('gcc'))('c', () => {
  it('compiles with gcc -std=c17 and runs the program', async () => {
    expect(await verify('c', HELLO, 'hello, 1')).toEqual({ status: 'proven' });
    expect(await verify('c', HELLO, 'hello, 2')).toMatchObject({ status: 'failed', actual: 'hello, 1' });
  }, 60_000);
  it('reports a compile error, and a warning is one (-Wall -Werror)', async () => {
    expect(await verify('c', '#include <stdio.h>\nint main(void) { printf("%d\\n", x); }', '0')).toMatchObject({
      status: 'failed',
      why: expect.stringMatching(/.x. undeclared/),
    });
    expect(await verify('c', '#include <stdio.h>\nint main(void) { int unused; puts("0"); }', '0')).toMatchObject({
      status: 'failed',
      why: expect.stringMatching(/unused variable .unused. \[-Werror=unused-variable\]/),
    });
  }, 60_000);
  it('runs an out-of-bounds write without a sanitizer as the program does', async () => {
    const outcome = await verify('c', OUT_OF_BOUNDS, 'before\nAddressSanitizer: heap-buffer-overflow');
    expect(outcome).toMatchObject({ status: 'failed' });
  }, 60_000);
});

describe.runIf(has('gcc'))('c-sanitize', () => {
  it('ends the output with AddressSanitizer catching an out-of-bounds write, after what was printed', async () => {
    expect(await verify('c-sanitize', OUT_OF_BOUNDS, 'before\nAddressSanitizer: heap-buffer-overflow')).toEqual({
      status: 'proven',
    });
  }, 60_000);
  it('ends it with UndefinedBehaviorSanitizer catching a signed overflow', async () => {
    const code =
      '#include <limits.h>\n#include <stdio.h>\nint main(void) { int i = INT_MAX; i += 1; printf("%d\\n", i); }';
    const expected = "runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'";
    expect(await verify('c-sanitize', code, expected)).toEqual({ status: 'proven' });
  }, 60_000);
  it('catches a double free and a leak', async () => {
    const free2 = '#include <stdlib.h>\nint main(void) { char *p = malloc(8); free(p); free(p); }';
    expect(await verify('c-sanitize', free2, 'AddressSanitizer: attempting double-free')).toEqual({ status: 'proven' });
    const leak =
      '#include <stdlib.h>\n#include <stdio.h>\nint main(void) { char *p = malloc(8); p = 0; puts("done"); }';
    expect(await verify('c-sanitize', leak, 'done\nLeakSanitizer: detected memory leaks')).toEqual({
      status: 'proven',
    });
  }, 60_000);
  it('still ends a program at about 1 GiB of memory, though its data segment may be larger', async () => {
    const code = [
      '#include <stdio.h>',
      '#include <stdlib.h>',
      '#include <string.h>',
      'int main(void) {',
      '  for (int i = 0; i < 20; i++) {',
      '    char *p = malloc(100 << 20);',
      '    if (p == NULL) return 1;',
      '    memset(p, 1, 100 << 20);',
      '  }',
      '  puts("2 GB written");',
      '}',
    ].join('\n');
    expect(await verify('c-sanitize', code, '2 GB written')).toMatchObject({
      status: 'failed',
      why: expect.stringMatching(/hard rss limit exhausted/),
    });
  }, 60_000);
});

describe.runIf(has('g++'))('cpp and cpp-sanitize', () => {
  it('compiles with g++ -std=c++20 and runs the program', async () => {
    const code =
      '#include <iostream>\n#include <span>\nint main() { int a[3]{}; std::cout << std::span(a).size() << "\\n"; }';
    expect(await verify('cpp', code, '3')).toEqual({ status: 'proven' });
  }, 60_000);
  it('catches a use after free with the sanitizers', async () => {
    const code = [
      '#include <iostream>',
      '#include <vector>',
      'int main() {',
      '  std::vector<int> v{1};',
      '  int &first = v[0];',
      '  v.push_back(2);',
      '  std::cout << "pushed" << std::endl;',
      '  std::cout << first << std::endl;',
      '}',
    ].join('\n');
    expect(await verify('cpp-sanitize', code, 'pushed\nAddressSanitizer: heap-use-after-free')).toEqual({
      status: 'proven',
    });
  }, 60_000);
});

describe.skipIf(has('gcc') && has('g++'))('without gcc or g++', () => {
  it('is not executed, and says what to install', async () => {
    const runner = has('gcc') ? 'cpp' : 'c';
    expect(await verify(runner, HELLO, 'hello, 1')).toMatchObject({
      status: 'not-executed',
      reason: /is not installed \(apt-get install g/,
    });
  });
});

describe('sanitizerReport', () => {
  it('keeps what does not change between runs: no addresses, pids or file positions', () => {
    const stderr = [
      '==123==ERROR: AddressSanitizer: heap-buffer-overflow on address 0x602000000020 at pc 0x5 bp 0x7 sp 0x7',
      'WRITE of size 4 at 0x602000000020 thread T0',
      '/tmp/x/main.c:6:8: runtime error: store to misaligned address 0x1 for type int',
      '==9==ERROR: AddressSanitizer: SEGV on unknown address 0x000000000000 (pc 0x1 bp 0x2 sp 0x3 T0)',
    ].join('\n');
    expect(sanitizerReport(stderr)).toEqual([
      'AddressSanitizer: heap-buffer-overflow',
      'runtime error: store to misaligned address 0x1 for type int',
      'AddressSanitizer: SEGV',
    ]);
  });
});
