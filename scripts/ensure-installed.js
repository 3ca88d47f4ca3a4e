// Runs before the project's other npm scripts (their `pre` hooks in package.json): on a fresh clone
// `tsx`, `vite`, `eslint` and `tsc` are not installed yet, so install exactly what the lock file says,
// as `npm start` and `npm test` do. Does nothing once node_modules is up to date.
import { ensureInstalled } from './lib/project.js';

ensureInstalled();
