import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';
import { entryMessages } from './scripts/build/entry-messages.ts';
import { BUILD_SETTINGS_FILE, type BuildSettings, externalApiUrl } from './contract/build-settings.ts';

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

/**
 * Lingui's macros (`t`, `plural`, `<Trans>`) become calls into compiled catalogs, transformed natively by
 * @lingui/native-tools (no Babel); an imported app/locales/<locale>.po is compiled at build time,
 * so the browser carries no message parser (docs/decisions/0026). Tests use the same plugins.
 */
export const linguiPlugins = () =>
  lingui({
    macroTransform: {
      macro: { runtimeModules: { Trans: [path.resolve(import.meta.dirname, 'app/i18n/trans.tsx'), 'Trans'] } },
    },
  });

const APP_DIR = path.resolve(import.meta.dirname, 'app');

/** Light theme colours: the header's indigo and the page's background (app/styles.css). */
const THEME_COLOR = '#4338ca';
const BACKGROUND_COLOR = '#f8fafc';

/**
 * English's manifest texts; the other locales' manifests are the server's, from the catalogs
 * (app/shell/manifest-text.ts, server/web/locale-manifest.ts), whose test checks the two agree.
 */
export const ENGLISH_MANIFEST = {
  name: 'Quiz Dojo',
  short_name: 'Quiz Dojo',
  description: 'Practise multiple-choice coding questions, topic by topic, online or offline.',
};

/**
 * The installable, offline app (issue 16; README "Offline"). The service worker is Workbox's,
 * built from app/offline/sw.ts; the icons are generated from app/public/logo.svg at build time by
 * @vite-pwa/assets-generator. The app registers the worker itself, after the page has loaded
 * (app/offline/register.ts), so nothing is injected into the page.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'offline',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    ...ENGLISH_MANIFEST,
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    // A manifest holds one pair; the dark theme's colour is in index.html's theme-color for dark.
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
  },
  pwaAssets: {
    image: 'public/logo.svg',
    preset: {
      transparent: { sizes: [192, 512], favicons: [] },
      maskable: { sizes: [512], padding: 0.1, resizeOptions: { background: THEME_COLOR } },
      // iOS reads the manifest's icons.
      apple: { sizes: [] },
    },
    overrideManifestIcons: true,
    // index.html names the 192 px icon as its favicon itself: a PNG, which the browser decodes off the
    // page's main thread, where an SVG favicon is parsed as a document on it (issue 32, item 5).
    includeHtmlHeadLinks: false,
    injectThemeColor: false,
  },
  injectManifest: {
    // The shell, every route's chunk, the styles, boot.js, the logo and the icons (the plugin adds
    // the manifest itself).
    globPatterns: ['**/*.{js,css,html,svg,png}'],
    buildPlugins: { vite: [workerInOneFile()] },
  },
};

// The SPA lives in app/ and is served by our own server from dist/client. The server build
// (--ssr) bundles app/render-page.tsx with every dependency into dist/render, so the server
// renders pages with exactly the code the browser runs (docs/decisions/0006).
export default defineConfig(({ isSsrBuild }) => ({
  root: 'app',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    react(),
    linguiPlugins(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [compileHints(), buildSettings(), entryMessages(APP_DIR), VitePWA(pwaOptions)]),
  ],
  resolve: { alias: preactAliases },
  ssr: { noExternal: true },
  build: isSsrBuild
    ? { outDir: '../dist/render', emptyOutDir: true, target: 'node22' }
    : {
        outDir: '../dist/client',
        emptyOutDir: true,
        target: 'es2022',
        rolldownOptions: { output: { chunkFileNames: routeChunkNames } },
      },
  // `npm run dev` starts the API on PORT and tells Vite where (scripts/dev.js).
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${process.env.QUIZ_DOJO_API_PORT ?? '3000'}`,
      '/logos': `http://127.0.0.1:${process.env.QUIZ_DOJO_API_PORT ?? '3000'}`,
    },
  },
}));

/**
 * A screen's chunk (app/routes/x.tsx) is named route-x-<hash>.js, so the server finds it by name
 * to hint it (server/web/client-routes.ts) and no other module called x can take its place: once
 * app/lib/review.ts made a review-<hash>.js that /review was hinted instead of its own.
 */
function routeChunkNames(chunk: { facadeModuleId: string | null }): string {
  const route = chunk.facadeModuleId && /\/app\/routes\/([\w-]+)\.tsx$/.exec(chunk.facadeModuleId)?.[1];
  if (route) return `assets/route-${route}-[hash].js`;
  // A locale's catalog (app/locales/<locale>/<catalog>.po) likewise, so the server hints the page's own.
  const catalog = chunk.facadeModuleId && /\/app\/locales\/([\w-]+)\/(\w+)\.po$/.exec(chunk.facadeModuleId);
  return catalog ? `assets/locale-${catalog[1]}.${catalog[2]}-[hash].js` : 'assets/[name]-[hash].js';
}

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

/**
 * Writes where this build's quiz API is (VITE_API_URL) beside index.html, so the server that serves
 * the build allows that origin in its Content-Security-Policy with no setting of its own
 * (contract/build-settings.ts). A VITE_API_URL the app could not use stops the build.
 */
function buildSettings(): Plugin {
  let settings: BuildSettings = { apiUrl: null };
  return {
    name: 'quiz-dojo:build-settings',
    configResolved(config) {
      settings = { apiUrl: externalApiUrl(config.env.VITE_API_URL as string | undefined) };
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: BUILD_SETTINGS_FILE, source: `${JSON.stringify(settings)}\n` });
    },
  };
}

/**
 * The service worker is built as one file, with no chunks. vite-plugin-pwa 2.0.0 (the newest) asks
 * for that with Rollup's `inlineDynamicImports`, which Rolldown, under Vite 8, takes but warns is
 * deprecated on every build; this gives the worker's build Rolldown's own `codeSplitting: false`.
 */
function workerInOneFile(): Plugin {
  return {
    name: 'quiz-dojo:worker-in-one-file',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output) || output.inlineDynamicImports === undefined) return;
      output.codeSplitting = !output.inlineDynamicImports;
      delete output.inlineDynamicImports;
    },
  };
}
