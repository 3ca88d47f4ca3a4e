// `npm start` on a fresh clone: install, build if needed, then run the production server.
import { ensureBuilt, ensureInstalled, root } from './lib/project.js';
import { startEnv } from './lib/start-env.js';

ensureInstalled();
ensureBuilt();
process.chdir(root);
Object.assign(process.env, startEnv(process.env, process.stdout.isTTY === true));
await import('../dist/server/server/index.js');
