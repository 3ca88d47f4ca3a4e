import { afterEach, describe, expect, it, vi } from 'vitest';
import * as representations from '../http/representation.js';
import { representation } from '../http/representation.js';
import { inLocale, localeShells } from './locale-shell.js';

const HTML = '<!doctype html><html lang="en"><head><link rel="manifest" href="/manifest.webmanifest"></head></html>';

describe('the shell in a locale', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the locale's language and manifest", () => {
    expect(inLocale(HTML, 'pt-BR')).toBe(
      '<!doctype html><html lang="pt-BR"><head><link rel="manifest" href="/pt-BR/manifest.webmanifest"></head></html>',
    );
  });

  it('is made once per locale, English is the build’s own, and a failed one is made again', async () => {
    const shell = representation('text/html; charset=utf-8', HTML);
    const shells = localeShells(shell);
    expect(shells('en')).toBe(shell);

    const made = vi.spyOn(representations, 'representationOffLoop').mockRejectedValueOnce(new Error('pool gone'));
    await expect(shells('es')).rejects.toThrow('pool gone');
    const spanish = await shells('es');
    expect(spanish.identity.toString()).toContain('<html lang="es"');
    expect(await shells('es')).toBe(spanish);
    expect(made).toHaveBeenCalledTimes(2);
  });
});
