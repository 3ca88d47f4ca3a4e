import fs from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from './context.js';
import { claim } from './test-claim.js';
import { networkIsolation } from './sandbox.js';
import { verifyClaim } from './verify-question.js';

const { context, dispose } = createContext(2000);
afterAll(dispose);

describe('the sandbox', () => {
  it('kills a snippet that runs past the time limit, with what it started, and reports it as failed', async () => {
    const started = Date.now();
    const outcome = await verifyClaim(
      claim('bash', 'echo $$ > ../pid; sleep 60 & echo started; wait', 'done'),
      context,
    );
    expect(outcome).toMatchObject({ status: 'failed', actual: 'started', why: 'timed out after 2 s and was killed' });
    expect(Date.now() - started).toBeLessThan(6000);
    const spinning = await verifyClaim(claim('node', 'for (;;) {}', ''), context);
    expect(spinning).toMatchObject({ status: 'failed', why: expect.stringMatching(/timed out/) });
  });

  // Where unshare is not permitted, the run says so in its first line and proxies point nowhere;
  // CI (root on a fresh machine) must isolate, so there the test never skips.
  it.skipIf(networkIsolation().prefix.length === 0 && !process.env.CI)(
    'gives no network: a server on this machine cannot be reached',
    async () => {
      const server = net.createServer((socket) => socket.end('hello from outside\n'));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const { port } = server.address() as net.AddressInfo;
      const code = `import net from 'node:net';
const socket = net.connect(${port}, '127.0.0.1');
socket.on('data', (data) => console.log(String(data).trim()));
socket.on('error', (error) => console.log('blocked', error.code));`;
      try {
        const outcome = await verifyClaim(claim('node', code, 'hello from outside'), context);
        expect(outcome).toMatchObject({ status: 'failed', actual: expect.stringMatching(/^blocked E/) });
        const python = `import socket\ntry:\n  socket.create_connection(("127.0.0.1", ${port}), 1)\n  print("reached")\nexcept OSError:\n  print("blocked")`;
        expect(await verifyClaim(claim('python', python, 'blocked'), context)).toEqual({ status: 'proven' });
      } finally {
        server.close();
      }
    },
  );

  it('runs in an empty temporary folder with a minimal environment, and removes the folder', async () => {
    process.env.QUIZ_DOJO_SECRET = 'leaked';
    const code = 'echo "$PWD" > /dev/stderr; pwd; env | cut -d= -f1 | sort | tr "\\n" " "';
    const outcome = await verifyClaim(claim('bash', code, ''), context);
    delete process.env.QUIZ_DOJO_SECRET;
    expect(outcome.status).toBe('failed');
    const { actual } = outcome as { actual: string };
    const [folder, names] = actual.split('\n');
    expect(folder).toMatch(/quiz-dojo-verify-.*\/work$/);
    expect(fs.existsSync(folder!)).toBe(false);
    expect(names).toBe('HOME LANG LC_ALL NO_COLOR PATH PWD SHLVL TERM TMPDIR TZ _');
  });
});
