import { describe, expect, it } from 'vitest';
import { rawUnsafe, TERMINAL_ATTACK, TERMINAL_ATTACKS } from './terminal-attacks.js';
import { terminalJson, terminalLines, terminalText } from './terminal-safe.js';

describe('terminalText', () => {
  it.each(TERMINAL_ATTACKS)('shows %j as visible escapes', (raw, shown) => {
    expect(terminalText(raw)).toBe(shown);
    expect(rawUnsafe(terminalText(raw))).toEqual([]);
  });

  it('escapes every other control and format character: DEL, NUL, backspace, zero-width, BOM, soft hyphen, tags, lone surrogates', () => {
    expect(terminalText('\x7f\x00\x08 zero\u200bwidth\ufeff\u00ad tag\u{e0041} lone \ud800')).toBe(
      '\\x7f\\x00\\x08 zero\\u200bwidth\\ufeff\\xad tag\\u{e0041} lone \\ud800',
    );
  });

  it('keeps accents, CJK, emoji and emoji joined by a zero-width joiner; escapes newlines, tabs and a stray joiner', () => {
    const ordinary = 'café ñ 日本語 한국어 👍🏽 👨‍👩‍👧 ❤️ "quotes" \\x1b';
    expect(terminalText(ordinary)).toBe(ordinary);
    expect(terminalText('a\nb\tc')).toBe('a\\nb\\tc');
    expect(terminalText('a\u200db 👍\u200d')).toBe('a\\u200db 👍\\u200d');
  });
});

describe('terminalLines', () => {
  it('keeps newlines and escapes the rest, so no line rewrites another', () => {
    expect(terminalLines('1\n\x1b[2A\x1b[2K0 failed\n3\r')).toBe('1\n\\x1b[2A\\x1b[2K0 failed\n3\\r');
  });
});

describe('terminalJson', () => {
  it('is JSON of the same value with nothing raw a terminal acts on, its layout kept', () => {
    const value = { comment: TERMINAL_ATTACK, more: '\x7f tag\u{e0041}' };
    const json = terminalJson(value, 2);
    expect(rawUnsafe(json)).toEqual([]);
    expect(JSON.parse(json)).toEqual(value);
    expect(json).toContain('\n  "more": ');
    expect(terminalJson(['café 👨‍👩‍👧'])).toBe('["café 👨‍👩‍👧"]');
    expect(json).toContain('abc\\u202edef');
    expect(json).toContain('"\\u007f tag\\udb40\\udc41"');
  });
});
