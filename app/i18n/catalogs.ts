import type { Catalog } from '../../contract/locales';

/**
 * The interface's messages are split into catalogs by where they are shown (docs/decisions/0026), so
 * a page loads only the text it can show: `shell` with the entry (the header, the footer, the home
 * page, the error pages), `screens` with the first screen that is a chunk of its own (a topic, the
 * review, a quick quiz, the statistics), `account` with the account screens. lingui.config.ts
 * extracts each into app/locales/<locale>/<catalog>.po; the build checks that no module of the entry
 * holds a message of a catalog the entry does not load (vite.config.ts, `entryMessages`).
 */
/** The files (or folders) of the entry whose messages go in `shell`, relative to app/. */
export const SHELL_FILES = [
  'main.tsx',
  'shell',
  'routes/layout.tsx',
  'routes/home.tsx',
  'routes/error-page.tsx',
  'routes/not-saved-page.tsx',
  'offline/offline-notices.tsx',
  'components/progress-bar.tsx',
  'components/theme-toggle.tsx',
  'components/outline-icon.tsx',
  'components/hydrate-later.tsx',
  'account/account-link.tsx',
  'sync/sync-slot.tsx',
  'hooks',
  'lib',
  'record',
  'i18n',
  'review/use-due-count.ts',
  'review/due-forecast.ts',
];

/** The sync's files, loaded with the header's sync status in a signed-in browser only (sync-slot.tsx). */
export const SYNC_FILES = ['sync'];

/** The account screens' files, relative to app/ (account-link.tsx, in the header, is the shell's). */
export const ACCOUNT_FILES = ['account', 'routes/account.tsx'];

const within = (file: string, entry: string) => file === entry || file.startsWith(`${entry}/`);

/** The catalog holding the messages of `file`, a path relative to app/. */
export function catalogOf(file: string): Catalog {
  if (SHELL_FILES.some((entry) => within(file, entry))) return 'shell';
  if (ACCOUNT_FILES.some((entry) => within(file, entry))) return 'account';
  if (SYNC_FILES.some((entry) => within(file, entry))) return 'sync';
  return 'screens';
}
