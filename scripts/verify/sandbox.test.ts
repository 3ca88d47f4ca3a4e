import { spawnSync } from 'node:child_process';
import dgram from 'node:dgram';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from './context.js';
import { kernelQuestions } from './hostile/kernel.js';
import { postgresQuestions } from './hostile/postgres.js';
import { hostileQuestions, outsideFolder } from './hostile/questions.js';
import { mapPool } from './pool.js';
import type { SandboxedPostgres } from './runners/postgres-server.js';
import { memoryBound } from './sandbox/memory.js';
import { formatReport } from './report.js';
import { claim } from './test-claim.js';
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

  it('runs in an empty temporary folder with a minimal environment, and removes the folder', async () => {
    process.env.QUIZ_DOJO_SECRET = 'leaked';
    const code = 'echo "$PWD" > /dev/stderr; pwd; env | cut -d= -f1 | sort | tr "\\n" " "; ls -A';
    const outcome = await verifyClaim(claim('bash', code, ''), context);
    delete process.env.QUIZ_DOJO_SECRET;
    expect(outcome.status).toBe('failed');
    const { actual } = outcome as { actual: string };
    const [folder, names, listing] = actual.split('\n');
    expect(folder).toMatch(/quiz-dojo-verify-.*\/work$/);
    expect(fs.existsSync(folder!)).toBe(false);
    expect(names).toBe('HOME LANG LC_ALL NO_COLOR PATH PWD SHLVL TERM TMPDIR TZ _');
    expect(listing).toBeUndefined();
  });
});

describe('without a sandbox', () => {
  const verify = (args: string[]) =>
    spawnSync('npx', ['tsx', 'scripts/content-verify.ts', '--topic', 'no-such-topic', ...args], {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, BWRAP: '/nonexistent/bwrap' },
      encoding: 'utf8',
    });

  it('content:verify refuses to run, says why and how to fix it, unless told --unsafe', () => {
    const refused = verify([]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('bubblewrap is not installed (/nonexistent/bwrap): apt-get install bubblewrap');
    expect(refused.stderr).toContain('npm run content:verify -- --unsafe');
    const unsafe = verify(['--unsafe']);
    expect(unsafe.status).toBe(0);
    expect(unsafe.stdout).toContain('verifying 0 questions, 2 at a time, 10 s each; UNSAFE, no sandbox');
  }, 60_000);
});

describe('hostile questions', () => {
  it('are each stopped and reported as failed: no file read or written outside, no network, no process left, limits hold', async () => {
    const repo = path.resolve(import.meta.dirname, '../..');
    const outside = outsideFolder(repo);
    const received: string[] = [];
    const tcp = net.createServer((socket) => {
      socket.on('data', (data) => received.push(`tcp: ${String(data).trim()}`));
      socket.end('reached\n');
    });
    const udp = dgram.createSocket('udp4').on('message', (data, from) => {
      received.push(`udp: ${data}`);
      udp.send('reached\n', from.port, from.address);
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', resolve));
    const questions = [
      ...hostileQuestions({
        repo,
        outside,
        tcpPort: (tcp.address() as net.AddressInfo).port,
        udpPort: udp.address().port,
      }),
      ...postgresQuestions(),
      // Shared memory past the data limit is stopped only where a cgroup bounds the whole sandbox.
      ...kernelQuestions().filter((q) => !('needs' in q) || memoryBound().kind === 'cgroup'),
    ];
    const long = createContext(10_000);
    const longer = createContext(60_000);
    try {
      const results = await mapPool(questions, 2, async (q) => ({
        claim: { ...claim(q.runner, q.code, q.expected), id: `hostile:${q.id}` },
        outcome: await verifyClaim(
          claim(q.runner, q.code, q.expected),
          'timeoutMs' in q && q.timeoutMs ? longer.context : long.context,
        ),
      }));
      const report = formatReport([{ name: 'Hostile', results }]);
      const statuses = results.map(({ claim: question, outcome }) => `${question.id}: ${outcome.status}`);
      expect(statuses).toEqual(results.map(({ claim: question }) => `${question.id}: failed`));
      for (const { claim: question } of results) expect(report).toContain(`test.md:1: ${question.id}\n`);
      // A process left behind would write 3 s after its question; give it 4.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(received).toEqual([]);
      expect(fs.readdirSync(outside)).toEqual([]);
      expect(fs.existsSync(path.join(repo, '.hostile-written'))).toBe(false);
      // The PostgreSQL server's socket folder holds its socket and nothing a question wrote.
      const cluster = await long.context.once('postgres', async () => undefined as SandboxedPostgres | undefined);
      if (cluster) expect(fs.readdirSync(cluster.socket).filter((name) => !name.startsWith('.s.PGSQL.'))).toEqual([]);
    } finally {
      await Promise.all([long.dispose(), longer.dispose()]);
      tcp.close();
      udp.close();
      fs.rmSync(outside, { recursive: true, force: true });
      fs.rmSync(path.join(repo, '.hostile-written'), { force: true });
    }
  }, 120_000);
});
