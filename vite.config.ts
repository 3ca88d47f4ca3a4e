import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * The app is written against React's API and runs on Preact's compatibility layer: React 19 and
 * React Router alone are 102 KB gzip, over the landing page budget of 90 KB (docs/decisions/0005).
 * Tests use the same aliases, so they exercise what ships.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: path.resolve(import.meta.dirname, 'app/react-on-preact.ts') },
];

// The SPA lives in app/ and is served by our own server from dist/client. The server build
// (--ssr) bundles app/render-page.tsx with every dependency into dist/render, so the server
// renders pages with exactly the code the browser runs (docs/decisions/0006).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'app',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [compileHints()])],
  resolve: { alias: preactAliases },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: '../dist/render', emptyOutDir: true, target: 'node20' }
    : { outDir: '../dist/client', emptyOutDir: true, target: 'es2022' },
  // `npm run dev` starts the API on PORT and tells Vite where (scripts/dev.js).
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.QUIZ_DOJO_API_PORT ?? '3000'}`,
      '/logos': `http://127.0.0.1:${process.env.QUIZ_DOJO_API_PORT ?? '3000'}`,
    },
  },
}));

/**
 * Chromium compiles a function when it first runs, on the main thread, unless the file says all
 * of its functions run on load: then it compiles them while streaming the file, off the main
 * thread. Every chunk is loaded only when its code is about to run, so each says so; hydration at
 * 4x CPU took a median of 28 ms instead of 50 (docs/decisions/0006).
 */
function compileHints(): Plugin {
  return {
    name: 'quiz-dojo:compile-hints',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
      }
    },
  };
}
