import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALES, PSEUDO_LOCALE, SOURCE_LOCALE } from './contract/locales.ts';

/**
 * The interface's message catalogs (docs/decisions/0026): `npm run i18n:extract` writes every message
 * the app's code holds into app/locales/<locale>.po; the build compiles the catalog a page imports
 * (@lingui/vite-plugin), so the browser gets plain functions and no message parser. A message not yet
 * translated falls back to English.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALES],
  pseudoLocale: { locale: PSEUDO_LOCALE },
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/app/locales/{locale}',
      include: ['<rootDir>/app'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
