// `npm start` on a fresh clone: install, build if needed, then run the production server.
import { ensureBuilt, ensureInstalled, root } from './lib/project.js';

ensureInstalled();
ensureBuilt();
process.chdir(root);
await import('../dist/server/server/index.js');
