import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { createContext } from '../context.js';
import { claim } from '../test-claim.js';
import { verifyClaim } from '../verify-question.js';
import { runPhp } from './php.js';

const { context, dispose } = createContext(20_000);
afterAll(dispose);
const hasPhp = fs.existsSync('/usr/bin/php8.2');

describe('php', () => {
  it.runIf(hasPhp)('proves hello world with PHP 8.2', async () => {
    const code = '<?php\necho "Hello, ", PHP_MAJOR_VERSION, ".", PHP_MINOR_VERSION, "\\n";';
    expect(await verifyClaim(claim('php', code, 'Hello, 8.2'), context)).toEqual({ status: 'proven' });
    expect(await verifyClaim(claim('php', code, 'Hello, 7.4'), context)).toMatchObject({
      status: 'failed',
      actual: 'Hello, 8.2',
    });
  });

  it.runIf(hasPhp)('reports a parse error on stderr, with nothing on stdout', async () => {
    const result = await runPhp({ code: '<?php\necho "a"\necho "b";' }, context);
    expect(result).toMatchObject({ kind: 'ran', stdout: '', exitCode: 255 });
    expect(result.kind === 'ran' && result.stderr).toMatch(/PHP Parse error: +syntax error|Parse error: syntax error/);
  });

  it.runIf(hasPhp)('keeps warnings and an uncaught exception off stdout, which keeps what was echoed', async () => {
    const code = '<?php\necho "before\\n";\necho $missing;\nthrow new RuntimeException("boom");';
    const result = await runPhp({ code }, context);
    expect(result).toMatchObject({ kind: 'ran', stdout: 'before\n', exitCode: 255 });
    expect(result.kind === 'ran' && result.stderr).toMatch(/Warning: Undefined variable \$missing/);
    expect(await verifyClaim(claim('php', code, 'after'), context)).toMatchObject({
      status: 'failed',
      actual: 'before',
      why: /Uncaught RuntimeException: boom/,
    });
  });

  it.runIf(hasPhp)("ignores the machine's php.ini, loading ctype by itself", async () => {
    const code =
      '<?php\necho php_ini_loaded_file() === false ? "no ini" : "ini", " ", ctype_digit("42") ? "digits" : "?";';
    expect(await verifyClaim(claim('php', code, 'no ini digits'), context)).toEqual({ status: 'proven' });
  });

  it.runIf(hasPhp)('loads mbstring and PDO with SQLite, for the multibyte and SQL injection questions', async () => {
    const code = [
      '<?php',
      '$db = new PDO("sqlite::memory:");',
      'echo mb_strlen("héllo"), " ", strlen("héllo"), " ", $db->query("SELECT 6 * 7")->fetchColumn();',
    ].join('\n');
    expect(await verifyClaim(claim('php', code, '5 6 42'), context)).toEqual({ status: 'proven' });
  });

  it.skipIf(hasPhp)('is not executed without PHP, and says why', async () => {
    expect(await verifyClaim(claim('php', '<?php echo 1;', '1'), context)).toMatchObject({
      status: 'not-executed',
      reason: /PHP 8.2 is not installed/,
    });
  });
});
