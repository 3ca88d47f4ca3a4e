import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { ACCOUNT_FILES, SHELL_FILES, SYNC_FILES } from './app/i18n/catalogs.ts';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from './contract/locales.ts';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'];
const inApp = (files: string[]) => files.map((file) => `<rootDir>/app/${file}`);

/**
 * The interface's message catalogs (docs/decisions/0026): `npm run i18n:extract` writes every message
 * the app's code holds into app/locales/<locale>/<catalog>.po, one catalog per part of the app a page
 * loads (app/i18n/catalogs.ts); the build compiles the catalogs a page imports (@lingui/vite-plugin),
 * so the browser gets plain functions and no message parser. A message not yet translated falls back
 * to English.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  pseudoLocale: { locale: PSEUDO_LOCALE },
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    { path: '<rootDir>/app/locales/{locale}/shell', include: inApp(SHELL_FILES), exclude: TESTS },
    {
      path: '<rootDir>/app/locales/{locale}/account',
      include: inApp(ACCOUNT_FILES),
      exclude: [...TESTS, ...inApp(SHELL_FILES)],
    },
    {
      path: '<rootDir>/app/locales/{locale}/sync',
      include: inApp(SYNC_FILES),
      exclude: [...TESTS, ...inApp(SHELL_FILES)],
    },
    {
      path: '<rootDir>/app/locales/{locale}/screens',
      include: ['<rootDir>/app'],
      exclude: [...TESTS, ...inApp(SHELL_FILES), ...inApp(ACCOUNT_FILES), ...inApp(SYNC_FILES)],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
