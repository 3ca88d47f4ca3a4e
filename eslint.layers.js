import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';

/**
 * The app's layers, bottom to top (README "Layout"): the messages (i18n), lib, the learner's record, components and
 * hooks, the capabilities, then the shell and the routes that compose them. A folder imports its
 * own layer and those below it, never one above, and never another capability.
 */
const CAPABILITIES = ['quiz', 'review', 'stats', 'account', 'sync', 'feedback', 'offline', 'progress-file', 'export'];
const TOP = ['shell', 'routes'];
const below = {
  // The interface's messages (docs/decisions/0026): every layer shows text, so they sit under all.
  i18n: ['lib', 'record', 'components', 'hooks', ...CAPABILITIES, ...TOP],
  lib: ['record', 'components', 'hooks', ...CAPABILITIES, ...TOP],
  record: ['components', 'hooks', ...CAPABILITIES, ...TOP],
  components: [...CAPABILITIES, ...TOP],
  hooks: [...CAPABILITIES, ...TOP],
  shell: ['routes'],
};
const app = (folder) => `./app/${folder}`;
const layerZones = [
  ...Object.entries(below).map(([folder, above]) => ({
    target: app(folder),
    from: above.map(app),
    message: `app/${folder} is below these folders: move the shared code down, or pass it in from above.`,
  })),
  { target: './contract', from: ['./app', './server', './scripts'], message: 'contract/ is the bottom layer.' },
  { target: './app', from: ['./server', './scripts'], message: 'app/ and server/ share only contract/.' },
  { target: './server', from: ['./scripts'], message: 'scripts/ sit on top: move what the server needs into contract/.' },
];
/** A test may join two capabilities, or render the app's pages for the server, to test how they meet. */
const runtimeZones = [
  ...CAPABILITIES.map((capability) => ({
    target: app(capability),
    from: [...CAPABILITIES.filter((other) => other !== capability), ...TOP].map(app),
    message: 'A capability imports only the record, components, hooks and lib; the routes compose capabilities.',
  })),
  { target: './server', from: ['./app'], message: 'app/ and server/ share only contract/.' },
];

const SOURCES = ['app/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'];
const TESTS = ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'contract/**/*.test.ts'];
const resolving = {
  plugins: { 'import-x': importX },
  settings: {
    // The TypeScript resolver maps `./x.js` to `./x.ts` as tsc does; the node resolver finds no
    // such file, and then no zone applies to the import (server/ and contract/ name .js files).
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    // Without these, import-x reads only .js files when it follows imports, and finds no cycle.
    'import-x/extensions': ['.ts', '.tsx', '.js'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
};

export const layers = [
  {
    files: SOURCES,
    ...resolving,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...runtimeZones] }],
      'import-x/no-cycle': 'error',
    },
  },
  { files: TESTS, ...resolving, rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] } },
];
