import { fork } from 'node:child_process';
import path from 'node:path';

export type ServerFigures = {
  rssBytes: number;
  retainedBytes: number;
  filteredCacheBytes: number;
  topicIds: number[];
};

/** Starts server/testing/measured-server.ts; figures() asks it for its memory and cache size. */
export async function startMeasuredServer() {
  const child = fork(path.join(import.meta.dirname, 'measured-server.ts'), {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = () =>
    new Promise<ServerFigures & { port: number }>((resolve, reject) => {
      child.once('message', (message) => resolve(message as ServerFigures & { port: number }));
      child.once('exit', (code) => reject(new Error(`the measured server exited with ${code}`)));
    });
  const { port, topicIds } = await next();
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    port,
    topicIds,
    pid: child.pid!,
    figures: () => {
      const answer = next();
      child.send('figures');
      return answer;
    },
    close: async () => {
      child.disconnect();
      await exited;
    },
  };
}
