// `npm run dev`: the API with reload on change, and Vite's dev server (http://localhost:5173) in front of it.
import { spawn } from 'node:child_process';
import { devApiArgs, devApiEnv } from './lib/dev-api.js';
import { ensureInstalled, root } from './lib/project.js';

ensureInstalled();
// The API listens on PORT like `npm start` (3000 by default); Vite stays at 5173 and proxies /api to it.
const apiPort = process.env.PORT || '3000';
const children = [
  spawn('npx', devApiArgs(), { cwd: root, stdio: 'inherit', env: devApiEnv(process.env, apiPort) }),
  spawn('npx', ['vite'], { cwd: root, stdio: 'inherit', env: { ...process.env, QUIZ_DOJO_API_PORT: apiPort } }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
