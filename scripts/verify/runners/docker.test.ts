import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import { runDocker } from './docker.js';
import { parseDockerScript } from './docker-script.js';

// A temporary folder of this test's own, so that other runs of content:verify do not look like
// leftovers; a short name, as podman takes a runroot of 50 characters at most.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'qd-'));
const previousTmp = process.env.TMPDIR;
process.env.TMPDIR = tmp;
const { context, dispose } = createContext(20_000);
afterAll(async () => {
  await dispose();
  process.env.TMPDIR = previousTmp;
  if (previousTmp === undefined) delete process.env.TMPDIR;
  fs.rmSync(tmp, { recursive: true, force: true });
});
const hasEngine = spawnSync('sh', ['-c', 'command -v podman && command -v runc']).status === 0;
const leftovers = () => fs.readdirSync(tmp).filter((name) => name.startsWith('quiz-dojo-verify-'));

describe('the docker script', () => {
  it('builds and runs a Dockerfile given alone', () => {
    expect(parseDockerScript('FROM busybox\nCMD ["true"]')).toEqual([
      { kind: 'file', path: 'Dockerfile', text: 'FROM busybox\nCMD ["true"]\n' },
      { kind: 'build', args: ['-t', 'quiz', '.'] },
      { kind: 'run', args: ['quiz'] },
    ]);
  });

  it('refuses what could reach the host: a file outside the context, a mount, another command', () => {
    expect(parseDockerScript('==> ../x <==\n')).toMatch(/outside the build context/);
    expect(parseDockerScript('$ docker run -v /:/host quiz')).toMatch(/-v is not one of/);
    expect(parseDockerScript('$ docker build --network host .')).toMatch(/--network is not one of/);
    expect(parseDockerScript('$ docker exec quiz sh')).toMatch(/only `build`, `run`/);
    expect(parseDockerScript('$ docker stop quiz')).toMatch(/`stop -t SECONDS CONTAINER`/);
  });
});

describe.runIf(hasEngine)('verify: docker', () => {
  it('proves a build-time value and what the container prints, and fails a wrong claim', async () => {
    const code = 'FROM busybox\nARG WHO=build\nRUN echo "hello $WHO"\nCMD ["echo", "$HOME"]';
    expect(await verifyClaim(claim('docker', code, 'hello build\n$HOME'), context)).toEqual({ status: 'proven' });
    expect(await verifyClaim(claim('docker', code, 'hello build\n/root'), context)).toMatchObject({
      status: 'failed',
      actual: 'hello build\n$HOME',
    });
  }, 120_000);

  it('shows a cached step as printing nothing, and honours .dockerignore, in a storage of its own', async () => {
    const code = [
      '==> Dockerfile <==',
      'FROM busybox',
      'COPY . /app',
      'RUN ls -A /app',
      '==> keep.txt <==',
      'k',
      '==> skip.log <==',
      'x',
      '==> .dockerignore <==',
      '*.log',
      '$ docker build -t app .',
      '$ docker build -t app .',
      '$ docker run app sh -c "exit 3"',
    ].join('\n');
    const result = await runDocker({ code }, context);
    expect(result).toMatchObject({ kind: 'ran', stdout: '.dockerignore\nDockerfile\nkeep.txt\n[exit 3]\n' });
    expect(leftovers()).toEqual([]);
  }, 120_000);

  it('stops a detached container once it has printed a line: SIGTERM, then SIGKILL after the grace time', async () => {
    const code = [
      '==> Dockerfile <==',
      'FROM busybox',
      `CMD ["sh", "-c", "trap 'echo got TERM' TERM; echo ready; while :; do sleep 0.1; done"]`,
      '$ docker build -t app .',
      '$ docker run -d --name c app',
      '$ docker stop -t 1 c',
      '$ docker logs c',
      "$ docker inspect --format '{{.State.ExitCode}}' c",
    ].join('\n');
    expect(await runDocker({ code }, context)).toMatchObject({ kind: 'ran', stdout: 'ready\ngot TERM\n137\n' });
  }, 120_000);

  it('runs without a network, and stops a container that outlives the time limit', async () => {
    const offline = await runDocker({ code: 'FROM busybox\nCMD ["sh", "-c", "ls /sys/class/net"]' }, context);
    expect(offline).toMatchObject({ kind: 'ran', stdout: 'lo\n' });
    const short = createContext(1_000);
    const result = await runDocker({ code: 'FROM busybox\nCMD ["sleep", "600"]' }, short.context);
    await short.dispose();
    expect(result).toMatchObject({ kind: 'ran', timedOut: true });
    expect(leftovers()).toEqual([]);
  }, 240_000);
});
