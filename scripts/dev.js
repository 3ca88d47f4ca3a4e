// `npm run dev`: the API with reload on change, and Vite's dev server (http://localhost:5173) in front of it.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './lib/project.js';

ensureInstalled();
const children = [
  spawn('npx', ['tsx', 'watch', 'server/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: '3000', HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
