import fs from 'node:fs';
import { runInDir } from '../run-in-dir.js';
import { notExecuted, type Runner } from '../types.js';

/** Debian's PHP 8.2 by its own name: /usr/bin/php follows whichever version was installed last. */
const PHP = '/usr/bin/php8.2';

/**
 * No php.ini (-n), so the machine's configuration changes nothing, and these settings instead:
 * every error reported, warnings and notices on stderr (not compared, and free of the run's
 * temporary path), assertions on, and the extensions Debian builds as modules loaded by name:
 * ctype and tokenizer (php8.2-cli), mbstring (php8.2-mbstring) for the multibyte string questions,
 * PDO with SQLite (php8.2-sqlite3) so the SQL injection questions run a real query.
 */
export const PHP_SETTINGS = [
  'error_reporting=-1',
  'display_errors=stderr',
  'display_startup_errors=1',
  'log_errors=0',
  'html_errors=0',
  'zend.assertions=1',
  'memory_limit=256M',
  'extension=ctype',
  'extension=tokenizer',
  'extension=mbstring',
  'extension=pdo',
  'extension=pdo_sqlite',
];

/** `php -n main.php` with the settings above: PHP 8.2 CLI, Debian's php8.2-cli. */
export const runPhp: Runner = async ({ code }, context) => {
  if (!fs.existsSync(PHP)) return notExecuted('PHP 8.2 is not installed (apt-get install php8.2-cli)');
  const settings = PHP_SETTINGS.flatMap((setting) => ['-d', setting]);
  return runInDir(
    { files: { 'main.php': code }, command: PHP, args: (dir) => ['-n', ...settings, dir.file('main.php')] },
    context,
  );
};
