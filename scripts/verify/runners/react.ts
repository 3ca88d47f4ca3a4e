import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { runInDir } from '../run-in-dir.js';
import type { Runner } from '../types.js';

const require = createRequire(import.meta.url);
/** Real React 19 from node_modules: the app's Preact aliases live in the Vite config, not here. */
const PACKAGES = ['react', 'react-dom'].map((name) => path.dirname(require.resolve(`${name}/package.json`)));
/** Loading jsdom and React DOM's development build takes seconds on a busy machine, before the snippet. */
const LOAD_ALLOWANCE_MS = 20_000;
const JSDOM_URL = pathToFileURL(require.resolve('jsdom')).href;
/** jsdom loads dozens of packages: the whole node_modules folder is seen, read-only, in the sandbox. */
const NODE_MODULES = require.resolve('jsdom').split('/node_modules/')[0] + '/node_modules';

/** Loaded with --import, so the DOM and act's flag exist before the snippet's own imports run. */
const SETUP = `import { JSDOM } from ${JSON.stringify(JSDOM_URL)};
const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: 'http://localhost/' });
globalThis.window = window;
globalThis.document = window.document;
globalThis.IS_REACT_ACT_ENVIRONMENT = true;
`;

/**
 * A JSX ES module, compiled by esbuild (automatic runtime) and run by this Node, where `react` and
 * `react-dom` (with /client and /server) are React 19 and window/document come from jsdom.
 */
export const runReact: Runner = async ({ code }, context) => {
  let javascript: string;
  try {
    ({ code: javascript } = await transform(code, {
      loader: 'jsx',
      jsx: 'automatic',
      format: 'esm',
      target: 'node22',
    }));
  } catch (error) {
    return { kind: 'ran', stdout: '', stderr: (error as Error).message, exitCode: 1, timedOut: false };
  }
  return runInDir(
    {
      files: { 'main.mjs': javascript, 'setup.mjs': SETUP },
      command: process.execPath,
      // Beside main.mjs, so only these resolve from the snippet; Node follows the links to one copy.
      prepare: (dir) => {
        fs.mkdirSync(dir.file('node_modules'));
        for (const real of PACKAGES) fs.symlinkSync(real, dir.file(`node_modules/${path.basename(real)}`), 'dir');
      },
      args: (dir) => ['--import', pathToFileURL(dir.file('setup.mjs')).href, dir.file('main.mjs')],
      readOnly: [NODE_MODULES],
    },
    { ...context, timeoutMs: context.timeoutMs + LOAD_ALLOWANCE_MS },
  );
};
