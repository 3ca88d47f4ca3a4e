import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing/free-port.js';
import { spawnServer, waitFor } from '../testing/spawn-server.js';

const CONNECTIONS = 32;
const CLIENT_ADDRESSES = 8;

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'quiz-dojo-drain-'));
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));

type Outcome = { answered: number; closedByServer: boolean; errors: string[] };

/**
 * One keep-alive connection sending its next request as soon as the last is answered, until the
 * server answers with Connection: close (or, after that, refuses a new connection).
 */
function keepAliveClient(port: number, localAddress: string, started: () => void): Promise<Outcome> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const outcome: Outcome = { answered: 0, closedByServer: false, errors: [] };
  return new Promise((resolve) => {
    const next = () => {
      const request = http.get({ port, host: '127.0.0.1', localAddress, agent, path: '/api/quiz/1' }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) outcome.answered++;
          else outcome.errors.push(`status ${response.statusCode}`);
          if (outcome.answered === 5) started();
          if (response.headers.connection === 'close') {
            outcome.closedByServer = true;
            agent.destroy();
            resolve(outcome);
          } else next();
        });
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        outcome.errors.push(error.code ?? error.message);
        agent.destroy();
        resolve(outcome);
      });
    };
    next();
  });
}

describe('SIGTERM under keep-alive load', () => {
  it(`answers every request in flight on ${CONNECTIONS} connections, closes them, and exits 0`, async () => {
    const port = await freePort();
    const server = spawnServer({
      DATABASE_URL: `file:${path.join(tmp, 'quiz.sqlite')}`,
      PORT: String(port),
      RATE_LIMIT: '0',
    });
    await waitFor(`http://127.0.0.1:${port}/api/ready`, 200, 100_000);
    let warm = 0;
    let allWarm!: () => void;
    const warmedUp = new Promise<void>((resolve) => (allWarm = resolve));
    const clients = Array.from({ length: CONNECTIONS }, (_, i) =>
      keepAliveClient(port, `127.0.0.${20 + (i % CLIENT_ADDRESSES)}`, () => ++warm === CONNECTIONS && allWarm()),
    );
    await warmedUp;
    server.child.kill('SIGTERM');
    const outcomes = await Promise.all(clients);
    expect(outcomes.flatMap((outcome) => outcome.errors)).toEqual([]);
    expect(outcomes.every((outcome) => outcome.closedByServer)).toBe(true);
    expect(await server.exited).toBe(0);
  }, 150_000);
});
