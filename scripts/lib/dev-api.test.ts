import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../server/testing/free-port.js';
import { makeWorkspace } from '../../server/testing/test-server.js';
import { devApiArgs, devApiEnv } from './dev-api.js';

const GAMMA = `---
id: 12
name: Gamma
logo: simple-icons:react
---

## only-question

difficulty: easy

Which HTTP method reads a resource?

- [x] GET
- [ ] PUT
- [ ] POST
- [ ] DELETE

Explanation: GET reads; the others change the resource.
`;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Polls the API until `accept` takes its topic names; bounded by `seconds`. */
async function topicNames(port: number, accept: (names: string[]) => boolean, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  let names: string[] = [];
  while (Date.now() < deadline) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/quiz`).catch(() => undefined);
    if (answer?.ok) {
      names = ((await answer.json()) as { data: { name: string }[] }).data.map((topic) => topic.name);
      if (accept(names)) return names;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return names;
}

describe('npm run dev, its API', { timeout: 180_000 }, () => {
  it('watches the content folder given by CONTENT_DIR', () => {
    expect(devApiArgs({})).toEqual(['tsx', 'watch', '--clear-screen=false', '--include', 'content', 'server/index.ts']);
    expect(devApiArgs({ CONTENT_DIR: '/srv/quiz' })).toContain('/srv/quiz');
  });

  it('serves a topic file added while it runs, without a restart by hand', async () => {
    const workspace = await makeWorkspace();
    cleanups.push(workspace.cleanup);
    const port = await freePort();
    const env = devApiEnv(
      {
        ...process.env,
        CONTENT_DIR: workspace.contentDir,
        DATABASE_URL: `file:${workspace.root}/dev.sqlite`,
        LOG_LEVEL: 'warn',
      },
      String(port),
    );
    const [command, ...args] = devApiArgs(env);
    // A process group of its own, so that the watcher and the server it restarts stop together.
    const child: ChildProcess = spawn('npx', [command!, ...args], {
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    cleanups.push(() => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
    });
    expect(await topicNames(port, (names) => names.length === 2, 60)).toEqual(['Alpha', 'Beta <Topic>']);
    await fs.writeFile(path.join(workspace.contentDir, 'topics', 'gamma.md'), GAMMA);
    expect(await topicNames(port, (names) => names.includes('Gamma'), 90)).toEqual(['Alpha', 'Beta <Topic>', 'Gamma']);
    // Started twice, each time saying that the app is opened at Vite's address, not this one.
    const line = `Quiz Dojo's API is running at http://127.0.0.1:${port}; open the app at the Local address Vite prints`;
    const starts = () => output.split('\n').filter((text) => text === line).length;
    for (let waited = 0; starts() < 2 && waited < 5_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    expect(starts()).toBe(2);
  });
});
