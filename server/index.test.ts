import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnServer, waitFor } from './testing/spawn-server.js';
import { freePort } from './testing/free-port.js';

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-start-'));
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

describe('start-up and shutdown', () => {
  it('stops with a message naming a bad variable', async () => {
    const server = spawnServer({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT="eighty": must be a whole number from 0 to 65535');
  });

  it('stops with the path and the cause when the SQLite file cannot be opened', async () => {
    const blocker = path.join(tmp, 'not-a-folder');
    await fs.writeFile(blocker, 'a file where a folder should be');
    const file = path.join(blocker, 'quiz.sqlite');
    const server = spawnServer({ DATABASE_URL: `file:${file}`, PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(`Cannot open the SQLite database at ${file}`);
    expect(server.output()).toMatch(/EEXIST|ENOTDIR/);
  });

  it('stops with the path when the SQLite path is a folder', async () => {
    const folder = path.join(tmp, 'a-folder.sqlite');
    await fs.mkdir(folder);
    const server = spawnServer({ DATABASE_URL: `file:${folder}`, PORT: String(await freePort()) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain(folder);
  });

  it('stops with the port and how to choose another when the port is taken, without a stack trace', async () => {
    const port = await freePort();
    const squatter = net.createServer().listen(port, '127.0.0.1');
    await new Promise((resolve) => squatter.once('listening', resolve));
    try {
      const server = spawnServer({ DATABASE_URL: `file:${path.join(tmp, 'taken.sqlite')}`, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Cannot listen on port ${port} (HOST 127.0.0.1): another program is using it`);
      expect(server.output()).toContain('PORT=3001 npm start');
      expect(server.output()).not.toMatch(/EADDRINUSE|\n\s+at /);
    } finally {
      squatter.close();
    }
  }, 120_000);

  it('says in one plain line where to open it: localhost when it listens on every interface', async () => {
    const port = await freePort();
    const env = { DATABASE_URL: `file:${path.join(tmp, 'line.sqlite')}`, PORT: String(port), HOST: '0.0.0.0' };
    const server = spawnServer(env);
    try {
      await waitFor(`http://127.0.0.1:${port}/api/ready`);
      const line = `Quiz Dojo is running at http://localhost:${port}`;
      for (let waited = 0; !server.output().includes(line) && waited < 5_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.output().split('\n')).toContain(line);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('serves, then on SIGTERM finishes and exits 0', async () => {
    const port = await freePort();
    const server = spawnServer({ DATABASE_URL: `file:${path.join(tmp, 'ok.sqlite')}`, PORT: String(port) });
    const ready = await waitFor(`http://127.0.0.1:${port}/api/ready`);
    expect(await ready.json()).toMatchObject({ status: true, data: { database: 'reachable' } });
    // A fresh clone needs no setting; the warning says what a public site must set.
    expect(server.output()).toContain('answering for localhost and the first 16 other hosts seen');
    expect(server.output()).toContain('On a public site set PUBLIC_URL=https://your.site (or ALLOWED_HOSTS=your.site)');
    expect(server.output()).toContain('accounts (passkeys) work on http://localhost only');
    const inFlight = fetch(`http://127.0.0.1:${port}/api/quiz/1`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.child.kill('SIGTERM');
    expect((await inFlight).status).toBe(200);
    expect(await server.exited).toBe(0);
  });

  it('warns at start-up, with the command to run, when the SQLite file is open to every user', async () => {
    const file = path.join(tmp, 'made-by-an-earlier-version.sqlite');
    await fs.writeFile(file, '');
    await fs.chmod(file, 0o644);
    const port = await freePort();
    const server = spawnServer({ DATABASE_URL: `file:${file}`, PORT: String(port) });
    try {
      await waitFor(`http://127.0.0.1:${port}/api/ready`);
      const warning = `The SQLite database ${file} is open to every user of this machine (mode 644)`;
      for (let waited = 0; !server.output().includes(warning) && waited < 5_000; waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      expect(server.output()).toContain(
        `${warning}; it holds session hashes, passkeys and progress. Run: chmod 600 ${file}*`,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
