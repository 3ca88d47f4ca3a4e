import path from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { linguiPlugins, preactAliases } from './vite.config.js';

// The ES builds of these libraries, so that their imports of react go through the aliases too
// (in Node their CommonJS builds would load React itself).
const appAliases = [
  {
    find: /^@testing-library\/react$/,
    replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
  },
  { find: /^react-router$/, replacement: path.resolve('node_modules/react-router/dist/development/index.mjs') },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve('node_modules/react-router/dist/development/dom-export.mjs'),
  },
  ...preactAliases,
];
// Inlined so that their imports of react go through the Preact aliases too.
const inlineDeps = [/@testing-library\//, /react-router/, /preact-render-to-string/, /@lingui\/react/];

export default defineConfig({
  test: {
    projects: [
      {
        // The server renders pages with the app (server/web/pages.test.ts), on Preact as in the browser.
        plugins: [linguiPlugins()],
        resolve: { alias: appAliases },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts', 'scripts/**/*.test.ts', 'content/**/*.test.ts'],
          // Builds and runs the container image: `npm run test:image`, its own stage of `npm test`.
          exclude: [...configDefaults.exclude, 'scripts/container/image.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          globalSetup: ['server/testing/global-setup.ts'],
          server: { deps: { inline: inlineDeps } },
        },
      },
      {
        plugins: [react(), linguiPlugins()],
        resolve: { alias: appAliases },
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}'],
          // A test that imports a module itself (a lazy chunk, a mocked one) waits for Vite to transform
          // it, which on a loaded two-core machine can take seconds: 5 s, the default, is tight there.
          testTimeout: 20_000,
          setupFiles: ['app/test-setup.ts'],
          server: { deps: { inline: inlineDeps } },
        },
      },
    ],
  },
});
