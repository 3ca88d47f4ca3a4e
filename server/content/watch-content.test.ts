import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.js';
import { spawnServer, waitFor } from '../testing/spawn-server.js';
import { DIALECTS, makeWorkspace } from '../testing/test-server.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Polls until check passes: the server notices a change in its own time. */
async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  log: () => string,
): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(`waited 60 s for ${what}; last saw ${JSON.stringify(value)}; the server said:\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const GAMMA = `---
id: 3
name: Gamma
logo: simple-icons:react
---

## join-numbers

difficulty: easy
verify: node

What does this print?

\`\`\`js
console.log([3, 1].join('-'));
\`\`\`

- [x] \`3-1\`
- [ ] \`3,1\`
- [ ] \`31\`
- [ ] \`[3, 1]\`

Explanation: \`join\` puts its argument between the elements.
`;

// Each test starts the real server (tsx compiles it first): seconds each on a busy machine.
describe.each(DIALECTS)('a server started with WATCH_CONTENT=true on %s', { timeout: 180_000 }, (dialect) => {
  it('serves a topic file added while it runs, and keeps the last good import when a file breaks', async () => {
    const workspace = await makeWorkspace(undefined, dialect);
    cleanups.push(workspace.cleanup);
    const target = workspace.target;
    const port = await freePort();
    const server = spawnServer({
      DATABASE_URL: target.kind === 'sqlite' ? `file:${target.file}` : target.url,
      CONTENT_DIR: workspace.contentDir,
      PORT: String(port),
      WATCH_CONTENT: 'true',
    });
    cleanups.push(async () => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
    await waitFor(`http://127.0.0.1:${port}/api/ready`, 200, 60_000);
    const names = async () => {
      const body = (await (await fetch(`http://127.0.0.1:${port}/api/quiz`)).json()) as { data: { name: string }[] };
      return body.data.map((topic) => topic.name);
    };
    expect(await names()).toEqual(['Alpha', 'Beta <Topic>']);

    const topics = path.join(workspace.contentDir, 'topics');
    await fs.writeFile(path.join(topics, 'gamma.md'), GAMMA);
    await eventually(names, (list) => list.includes('Gamma'), 'the new topic in GET /api/quiz', server.output);
    expect(server.output()).toMatch(/Content changed: imported .*content/);

    await fs.writeFile(path.join(topics, 'delta.md'), '---\nid: three\n---\n');
    await eventually(
      async () => server.output(),
      (output) => output.includes('Content changed but was not imported; the last good import is still served.'),
      'the broken file to be reported',
      server.output,
    );
    expect(server.output()).toContain('delta.md');
    expect((await names()).sort()).toEqual(['Alpha', 'Beta <Topic>', 'Gamma']);
  });
});
